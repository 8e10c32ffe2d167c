/**
 * Stands in for TanStack Query's infinite-query behaviour inside its Query class at build time (vite.config.ts): the
 * dashboard pages with take/skip and never makes an infinite query, yet every query refers to the behaviour, which
 * put it (~0.5 KB compressed) on the first page. An infinite query would fail with this message, not misbehave.
 */
export function infiniteQueryBehavior(): never {
  throw new Error('Infinite queries are left out of this build (vite.config.ts): the dashboard pages with take/skip.');
}
