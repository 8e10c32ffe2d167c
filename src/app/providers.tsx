import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, theme } from '../shared/theme/theme';
import { ConfirmProvider } from '../shared/ui/confirm-dialog';
import { NotificationsProvider } from '../shared/ui/notifications';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY} noSsr>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
