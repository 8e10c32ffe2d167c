import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LedgerId } from '../../../shared/ui/ledger-id';
import { useNotify } from '../../../shared/ui/notifications';

/** A transaction id in monospace, with a button that copies the whole id. */
export function CopyableTxId({ txId }: { txId: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard.writeText(txId);
    notify({ message: t('transactions.copied'), severity: 'success' });
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <LedgerId value={txId} />
      <Tooltip title={t('transactions.copy', { txId })}>
        <IconButton
          size="small"
          aria-label={t('transactions.copy', { txId })}
          onClick={(event) => {
            // Copying must not open the row's side panel.
            event.stopPropagation();
            void copy();
          }}
        >
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
