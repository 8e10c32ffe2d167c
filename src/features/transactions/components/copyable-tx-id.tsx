import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LedgerId } from '../../../shared/ui/ledger-id';
import { useNotify } from '../../../shared/ui/notifications';

/**
 * A transaction id in monospace, with a button that copies the whole id. It is in every row of the grid, so it is
 * plain elements (no styled Stack, the browser's own tooltip instead of MUI's): 25 of them render on every page change.
 */
/** `tabIndex`: in a grid cell, the grid's (0 only in the focused cell), so Tab does not stop at every row's button. */
export function CopyableTxId({ txId, tabIndex }: { txId: string; tabIndex?: 0 | -1 }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const label = t('transactions.copy', { txId });
  const copy = async () => {
    await navigator.clipboard.writeText(txId);
    notify({ message: t('transactions.copied'), severity: 'success' });
  };
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
      <LedgerId value={txId} />
      <IconButton
        size="small"
        aria-label={label}
        tabIndex={tabIndex}
        title={label}
        onClick={(event) => {
          // Copying must not open the row's side panel.
          event.stopPropagation();
          void copy();
        }}
      >
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </span>
  );
}
