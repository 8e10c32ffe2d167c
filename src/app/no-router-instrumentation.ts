/**
 * Stands in for React Router's instrumentation module inside its router at build time (vite.config.ts): it serves
 * `instrumentations`, an option of createBrowserRouter the dashboard never passes (src/app/router.tsx), yet the
 * router refers to it, which put it (~1 KB compressed) on the first page. Without instrumentations the router only
 * asks whether a navigation has a result receiver, and none has; the other two are called only with the option.
 */
export function consumeInstrumentationClientResultMetaReceiver(): undefined {
  return undefined;
}

function unavailable(): never {
  throw new Error('Router instrumentations are left out of this build (vite.config.ts): createBrowserRouter must not be given any.');
}

export const getRouteInstrumentationUpdates = unavailable;
export const instrumentClientSideRouter = unavailable;
