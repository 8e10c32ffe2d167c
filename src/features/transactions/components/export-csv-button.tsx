import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { baseClient } from '../../../api/clients';
import { queryTransactions } from '../../../api/generated/sdk.gen';
import type { TransactionQueryDto } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { saveBlob } from '../../../shared/lib/download';
import { useFormat } from '../../../shared/lib/use-format';
import { useNotify } from '../../../shared/ui/notifications';
import { useNotifyFailure } from '../../../shared/ui/use-notify-failure';
import { exportTransactions, type ExportProgress } from '../lib/export-transactions';
import type { AssetDecimals } from '../lib/tx-amount';

/** Exports every row of the filtered view (not just the page) to CSV, with progress and cancel. */
export function ExportCsvButton({ view, decimals, disabled }: { view: TransactionQueryDto; decimals: AssetDecimals; disabled?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { institutionId } = useActiveProfile();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page cancels a running export.
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ done: 0, total: 0 });
    const { take: _take, skip: _skip, ...filters } = view;
    let rows = 0;
    try {
      const parts = await exportTransactions(
        filters,
        async (body, signal) => (await queryTransactions({ client: baseClient, path: { institutionId }, body, signal, throwOnError: true })).data.data,
        {
          signal: controller.signal,
          decimals,
          onProgress: (next) => {
            rows = next.done;
            setProgress(next);
          },
        },
      );
      saveBlob(new Blob(parts, { type: 'text/csv;charset=utf-8' }), `transactions-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.csv`);
      notify({ message: t('transactions.export.done', { count: rows }), severity: 'success' });
    } catch (error) {
      if (controller.signal.aborted) notify({ message: t('transactions.export.canceled'), severity: 'info' });
      else notifyFailure(error, t('transactions.export.button'));
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const percent = progress.total > 0 ? (progress.done / progress.total) * 100 : 0;
    return (
      <Stack spacing={0.5} sx={{ minWidth: 240 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" role="status" aria-live="polite">
            {t(progress.estimated ? 'transactions.export.progressAbout' : 'transactions.export.progress', {
              done: format.number(progress.done),
              total: progress.total ? format.number(progress.total) : '…',
            })}
          </Typography>
          <Button size="small" color="inherit" onClick={() => abort.current?.abort()}>
            {t('transactions.export.cancel')}
          </Button>
        </Stack>
        <LinearProgress variant={progress.total ? 'determinate' : 'indeterminate'} value={percent} aria-label={t('transactions.export.button')} />
      </Stack>
    );
  }
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={disabled} onClick={() => void start()}>
      {t('transactions.export.button')}
    </Button>
  );
}

