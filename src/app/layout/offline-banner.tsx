import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { connectivity } from '../../api/connectivity';

/** How long the banner waits before each automatic retry: sooner at first, then every half minute. */
export const OFFLINE_RETRY_MS = [5_000, 10_000, 20_000, 30_000] as const;

/**
 * Shown while the service is unreachable; what is on screen is fetched again by itself (every few seconds, while the
 * tab is visible), so a service that comes back brings the page back without anyone pressing Retry; Retry does it at
 * once. Forms stay open with their values.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const offline = useSyncExternalStore(connectivity.subscribe, connectivity.isOffline, connectivity.isOffline);

  useEffect(() => {
    const onOnline = () => void queryClient.refetchQueries({ type: 'active' });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient]);

  useEffect(() => {
    if (!offline) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const schedule = () => {
      timer = setTimeout(async () => {
        attempt += 1;
        // A hidden tab waits: it tries when it is looked at again (the next turn after it is shown).
        if (document.visibilityState !== 'hidden') await queryClient.refetchQueries({ type: 'active' }).catch(() => undefined);
        if (!stopped) schedule();
      }, OFFLINE_RETRY_MS[Math.min(attempt, OFFLINE_RETRY_MS.length - 1)]);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [offline, queryClient]);

  if (!offline) return null;
  return (
    <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, bgcolor: '#8a4b00', color: '#fff' }}>
      <Box component="span" sx={{ flexGrow: 1, fontWeight: 500 }}>
        {t('app.offline')}
      </Box>
      <Button color="inherit" size="small" variant="outlined" onClick={() => void queryClient.refetchQueries({ type: 'active' })}>
        {t('common.retry')}
      </Button>
    </Box>
  );
}
