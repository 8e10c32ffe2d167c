import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { demoLookup, profileStore } from '../shared/environment';
import type { RouteHandle } from '../shared/lib/feature-module';
import { inBackground } from '../shared/lib/in-background';

/** Resolves once the Local profile's demo lookup is over, so prefetched data is fetched for the right institution. */
function profileSettled(): Promise<void> {
  if (!demoLookup.isPending()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = demoLookup.subscribe(() => {
      if (demoLookup.isPending()) return;
      unsubscribe();
      resolve();
    });
  });
}

export type RoutePreloader = (pathname: string) => void;

/**
 * Route-level preloading for every feature route: for the routes matching `pathname`, start loading their lazy
 * chunk (`route.lazy`, the same import the router makes, so the browser fetches it once) and run their
 * `handle.prefetch` (data, through the query cache the page reads). Calling it again is cheap: imports are
 * cached by the browser and fresh queries are not fetched again.
 */
export function createRoutePreloader(routes: RouteObject[], queryClient: QueryClient): RoutePreloader {
  return (pathname) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    for (const { route, params } of matches) {
      if (typeof route.lazy === 'function') inBackground(route.lazy);
      const prefetch = (route.handle as RouteHandle | undefined)?.prefetch;
      if (!prefetch) continue;
      void profileSettled().then(() => {
        const { institutionId } = profileStore.getState().active;
        if (!institutionId) return;
        // A failure is the page's own query's to report.
        inBackground(() => prefetch({ params, queryClient, institutionId }));
      });
    }
  };
}

/** The same-origin path an element's link leads to, or null. */
function linkPath(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/**
 * Preloads the route behind any link the pointer moves onto or the keyboard focuses, anywhere in the app
 * (navigation, tables, breadcrumbs): features get it by rendering ordinary links. Returns the uninstaller.
 */
export function installLinkPreloading(preload: RoutePreloader, root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const path = linkPath(event.target);
    if (path && path !== window.location.pathname) preload(path);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
