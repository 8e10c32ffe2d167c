import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { connectivity } from '../../api/connectivity';

/** Shown while the service is unreachable; Retry refetches what is on screen. Forms stay open with their values. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const offline = useSyncExternalStore(connectivity.subscribe, connectivity.isOffline, connectivity.isOffline);

  useEffect(() => {
    const onOnline = () => void queryClient.refetchQueries({ type: 'active' });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient]);

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
