import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../i18n/use-translation';
import type { Notification } from './notifications';

interface Props {
  notification: Notification & { key: number };
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  onExited: () => void;
}

/** One snackbar of the notification queue (loaded with the first notification). */
export default function NotificationSnackbar({ notification, open, onClose, onExited }: Props) {
  const { t } = useTranslation();
  const severity = notification.severity ?? 'success';
  return (
    <Snackbar
      open={open}
      autoHideDuration={severity === 'error' ? 10_000 : 5_000}
      onClose={onClose}
      slotProps={{ transition: { onExited } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert onClose={() => onClose()} closeText={t('common.close')} severity={severity} variant="filled" sx={{ width: '100%' }} role={severity === 'error' ? 'alert' : 'status'}>
        {notification.message}
        {notification.detail ? <div style={{ opacity: 0.85, fontSize: '0.85em' }}>{notification.detail}</div> : null}
      </Alert>
    </Snackbar>
  );
}
