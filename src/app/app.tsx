import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
