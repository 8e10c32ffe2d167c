import { RouterProvider } from 'react-router';
import { FeatureSlotsProvider } from '../shared/lib/feature-slots';
import { RegisteredFeaturesProvider } from '../shared/lib/registered-features';
import { featureSlots, registeredFeatureIds } from './features';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { createRoutePreloader } from './route-preload';
import { appRoutes, createAppRouter } from './router';

const routes = appRoutes();
const router = createAppRouter(routes);

/** Starts a route's chunk and data: for the first route at start (main.tsx), and for links on hover or focus. */
export const preloadRoute = createRoutePreloader(routes, queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RegisteredFeaturesProvider features={registeredFeatureIds}>
        <FeatureSlotsProvider slots={featureSlots}>
          <RouterProvider router={router} />
        </FeatureSlotsProvider>
      </RegisteredFeaturesProvider>
    </AppProviders>
  );
}
