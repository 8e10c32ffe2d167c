import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ColorModeProvider } from '../shared/theme/color-mode';
import { ConfirmProvider } from '../shared/ui/confirm-dialog';
import { NotificationsProvider } from '../shared/ui/notifications';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ColorModeProvider>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </ColorModeProvider>
  );
}
