import { useInsertionEffect } from 'react';

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` at build time (vite.config.ts), so that emotion writes
 * a component's styles while React renders it instead of in React's commit.
 *
 * The dashboard's first render runs as a transition (src/main.tsx), which React splits into slices of a few
 * milliseconds; the commit that follows cannot be split. Emotion inserts every new style in an insertion effect,
 * inside that commit: on a page's first load that is every style of the page, compiled and inserted in one piece
 * (150–190 ms of main thread on Lighthouse's phone, the largest single task of the load). Inserted as each component
 * renders, the same work is spread over the render's slices. It is emotion's own way for React versions without
 * insertion effects (its sync fallback): an insertion is idempotent, so a render React throws away only leaves a rule
 * that a later render would have written anyway.
 *
 * Global styles (CssBaseline) keep their insertion effect: they replace their rules when they change, which must
 * follow the commit.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown): void => {
  create();
};

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
