import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { ConfirmOptions } from './confirm-dialog';

/** The confirmation dialog itself (loaded on first use). */
export default function ConfirmDialogView({ options, onSettle }: { options: ConfirmOptions; onSettle: (value: boolean) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const cautious = Boolean(options.focusCancel || options.destructive);
  return (
    <Dialog open onClose={() => onSettle(false)} aria-labelledby={titleId} aria-describedby={options.message ? bodyId : undefined} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{options.title}</DialogTitle>
      {options.message ? (
        <DialogContent>
          {/* A long unbroken text (a wallet address the person must check) wraps instead of running out of the dialog. */}
          <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
            {options.message}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={() => onSettle(false)} autoFocus={cautious}>
          {options.cancelLabel ?? t('common.cancel')}
        </Button>
        <Button onClick={() => onSettle(true)} variant="contained" color={options.destructive ? 'error' : 'primary'} autoFocus={!cautious}>
          {options.confirmLabel ?? t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
