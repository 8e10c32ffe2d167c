import { RouterProvider } from 'react-router';
import { FeatureSlotsProvider } from '../shared/lib/feature-slots';
import { RegisteredFeaturesProvider } from '../shared/lib/registered-features';
import { featureSlots, registeredFeatureIds } from './features';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { createRoutePreloader } from './route-preload';
import { appRoutes, createAppRouter } from './router';

const routes = appRoutes();
let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The router, made on first call. Making it matches and ranks every route and runs the first navigation (about 35 ms
 * here, four times that on a slow phone): main.tsx calls this in a task of its own, so it does not lengthen the
 * evaluation of the entry module, one task the browser cannot split.
 */
export function prepareRouter() {
  router ??= createAppRouter(routes);
  return router;
}

/** Starts a route's chunk and data: for the first route at start (main.tsx), and for links on hover or focus. */
export const preloadRoute = createRoutePreloader(routes, queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RegisteredFeaturesProvider features={registeredFeatureIds}>
        <FeatureSlotsProvider slots={featureSlots}>
          <RouterProvider router={prepareRouter()} />
        </FeatureSlotsProvider>
      </RegisteredFeaturesProvider>
    </AppProviders>
  );
}
