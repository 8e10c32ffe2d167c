import { RouterProvider } from 'react-router';
import { RegisteredFeaturesProvider } from '../shared/lib/registered-features';
import { registeredFeatureIds } from './features';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RegisteredFeaturesProvider features={registeredFeatureIds}>
        <RouterProvider router={router} />
      </RegisteredFeaturesProvider>
    </AppProviders>
  );
}
