import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Notification } from './notifications';

interface Props {
  notification: Notification & { key: number };
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  onExited: () => void;
}

/**
 * While a snackbar shows, the page keeps the field that takes the focus clear of it: the browser scrolls a focused
 * element out of the root's scroll padding, which then covers the snackbar's height (on a short screen, 320 × 256 px
 * at 400 % zoom, a snackbar covered the fields next in the tab order for its 5–10 s; WCAG 2.4.11).
 */
function useScrollPaddingBelow(element: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!open || !element.current) return;
    // Its layout box (fixed at `bottom`), not its rectangle, which its entering transition still scales.
    const below = element.current.offsetHeight + (parseFloat(getComputedStyle(element.current).bottom) || 0);
    root.style.scrollPaddingBottom = `${Math.ceil(below) + 8}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [element, open]);
}

/** One snackbar of the notification queue (loaded with the first notification). */
export default function NotificationSnackbar({ notification, open, onClose, onExited }: Props) {
  const { t } = useTranslation();
  const severity = notification.severity ?? 'success';
  const snackbar = useRef<HTMLDivElement>(null);
  useScrollPaddingBelow(snackbar, open);
  return (
    <Snackbar
      ref={snackbar}
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
