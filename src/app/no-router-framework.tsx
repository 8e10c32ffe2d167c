import { createContext, useContext, useRef, type Ref } from 'react';

/**
 * Stands in for React Router's framework-mode components module (dom/ssr/components.js) at build time
 * (vite.config.ts). The dashboard is a data router in an SPA: nothing provides the framework context (only
 * <HydratedRouter> does), so <Link> never prefetches page links and no <Links>, <Meta> or <Scripts> render. The real
 * module brings the route-module link and manifest code (~2 KB compressed) to the first page for that. Without the
 * framework context the real hooks answer exactly what these do; the framework components say they are left out.
 */
export const CRITICAL_CSS_DATA_ATTRIBUTE = 'data-react-router-critical-css';
export const FrameworkContext = createContext<unknown>(undefined);

function frameworkOnly(): never {
  throw new Error('React Router framework mode (<Links>, <Meta>, <Scripts>) is left out of this build (vite.config.ts).');
}

export function useFrameworkContext(): never {
  useContext(FrameworkContext);
  return frameworkOnly();
}

/** What the real hook answers without a framework context, whatever `prefetch` says: no prefetch, a ref, no handlers. */
export function usePrefetchBehavior(): [boolean, Ref<HTMLAnchorElement | null>, Record<string, never>] {
  const ref = useRef<HTMLAnchorElement | null>(null);
  return [false, ref, {}];
}

export function PrefetchPageLinks(): null {
  return null;
}

export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (value: T) => {
    refs.forEach((ref) => {
      if (typeof ref === 'function') ref(value);
      else if (ref != null) (ref as { current: T }).current = value;
    });
  };
}

export function setIsHydrated(): void {}
export const Links = frameworkOnly;
export const Meta = frameworkOnly;
export const Scripts = frameworkOnly;
