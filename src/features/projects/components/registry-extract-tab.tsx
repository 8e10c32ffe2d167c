import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { RegistryExtractJobDto } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { useFormat } from '../../../shared/lib/use-format';
import { useNotify } from '../../../shared/ui/notifications';
import { SimpleTable } from '../../../shared/ui/simple-table';
import { QueryStates } from '../../../shared/ui/query-states';
import { LoadingState } from '../../../shared/ui/states';
import { PendingButton } from '../../../shared/ui/submit-button';
import { useNotifyFailure } from '../../../shared/ui/use-notify-failure';
import { isExtractInProgress } from '../api/registry-extract-polling';
import { useDownloadRegistryExtract } from '../api/use-download-registry-extract';
import { useGenerateRegistryExtract } from '../api/use-generate-registry-extract';
import { useRegistryExtractStatus } from '../api/use-registry-extract-status';
import { extractsQueryKey, useRegistryExtracts } from '../api/use-registry-extracts';
import { StatusChip } from '../../../shared/ui/status-chip';

/** Generate a project's registry extract, follow the job, and download this and earlier extracts. */
export function RegistryExtractTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const { institutionId } = useActiveProfile();
  const status = useRegistryExtractStatus(projectId);
  const history = useRegistryExtracts(projectId);
  const generate = useGenerateRegistryExtract(projectId);
  const download = useDownloadRegistryExtract(projectId);

  const job = status.data ?? null;
  const inProgress = isExtractInProgress(job);
  const hasReady = job?.status === 'Ready' || (history.data ?? []).some((j) => j.status === 'Ready');

  // When a job this page watched ends, refresh the history and tell the user.
  const watched = useRef<{ id: string; inProgress: boolean } | null>(null);
  useEffect(() => {
    if (!job) return;
    const before = watched.current;
    watched.current = { id: job.id, inProgress };
    if (before?.id === job.id && before.inProgress && !inProgress) {
      void queryClient.invalidateQueries({ queryKey: extractsQueryKey(institutionId, projectId) });
      if (job.status === 'Ready') notify({ message: t('projects.extract.ready') });
      else notify({ message: t('projects.extract.failedNow', { reason: job.failureReason ?? '' }), severity: 'error' });
    }
  }, [job, inProgress, queryClient, institutionId, projectId, notify, t]);

  const onGenerate = async () => {
    try {
      await generate.mutateAsync({ path: { institutionId, projectId } });
      notify({ message: t('projects.extract.started'), topic: `extract:${projectId}` });
    } catch (error) {
      notifyFailure(error, t('projects.extract.failedToStart'), `extract:${projectId}`);
    }
  };

  // Downloads run side by side: each button stays busy until its own download ends.
  const [downloadingIds, setDownloadingIds] = useState<ReadonlySet<string | null>>(() => new Set());
  const setDownloading = (jobId: string | null, on: boolean) =>
    setDownloadingIds((current) => {
      const next = new Set(current);
      if (on) next.add(jobId);
      else next.delete(jobId);
      return next;
    });

  const onDownload = async (jobId: string | null) => {
    setDownloading(jobId, true);
    try {
      const file = await download.mutateAsync(jobId);
      notify({ message: t('projects.extract.downloaded', { fileName: file.fileName }), topic: `download:${jobId ?? projectId}` });
    } catch (error) {
      notifyFailure(error, t('projects.extract.downloadFailed'), `download:${jobId ?? projectId}`);
    } finally {
      setDownloading(jobId, false);
    }
  };

  const downloading = (jobId: string | null) => downloadingIds.has(jobId);

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
          <Box>
            <Typography variant="h6" component="h2">
              {t('projects.extract.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
              {t('projects.extract.description')}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <PendingButton
              variant="contained"
              startIcon={<PictureAsPdfIcon />}
              pending={generate.isPending}
              disabled={inProgress || status.isPending}
              onClick={() => void onGenerate()}
            >
              {t('projects.extract.generate')}
            </PendingButton>
            <PendingButton variant="outlined" startIcon={<DownloadIcon />} pending={downloading(null)} disabled={!hasReady} onClick={() => void onDownload(null)}>
              {t('projects.extract.downloadLatest')}
            </PendingButton>
          </Stack>
        </Stack>

        <Box sx={{ mt: 3 }} aria-live="polite">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('projects.extract.latest')}
          </Typography>
          <QueryStates query={status} loading={<LoadingState rows={1} />} empty={<Typography color="text.secondary">{t('projects.extract.none')}</Typography>}>
            {(job) => (
              <Stack spacing={1}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <StatusChip status={job.status} />
                  <Typography variant="body2">{t('projects.extract.requestedAt', { when: format.dateTime(job.requestedAt) })}</Typography>
                  {job.finishedAt ? <Typography variant="body2">{t('projects.extract.finishedAt', { when: format.dateTime(job.finishedAt) })}</Typography> : null}
                  {job.attempts > 1 ? <Typography variant="body2">{t('projects.extract.attempts', { count: job.attempts })}</Typography> : null}
                  {job.fileName ? (
                    <Typography variant="body2" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                      {job.fileName}
                    </Typography>
                  ) : null}
                </Stack>
                {inProgress ? (
                  <Box>
                    <LinearProgress aria-label={t('projects.extract.polling')} />
                    <Typography variant="caption" color="text.secondary">
                      {t('projects.extract.polling')} {t('projects.extract.generating')}
                    </Typography>
                  </Box>
                ) : null}
                {job.status === 'Failed' ? <Alert severity="error">{t('projects.extract.failedReason', { reason: job.failureReason ?? t('common.none') })}</Alert> : null}
              </Stack>
            )}
          </QueryStates>
        </Box>
      </Paper>

      <Box component="section" aria-labelledby="extract-history">
        <Typography id="extract-history" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('projects.extract.history')}
        </Typography>
        <QueryStates query={history} loading={<LoadingState rows={2} />} empty={<Typography color="text.secondary">{t('projects.extract.historyEmpty')}</Typography>}>
          {(jobs) => (
            <SimpleTable<RegistryExtractJobDto>
              label={t('projects.extract.history')}
              rows={jobs}
              rowKey={(j) => j.id}
              columns={[
                { id: 'requestedAt', header: t('projects.extract.columns.requestedAt'), cell: (j) => format.dateTime(j.requestedAt) },
                {
                  id: 'status',
                  header: t('projects.extract.columns.status'),
                  cell: (j) => (
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      <StatusChip status={j.status} />
                      {j.status === 'Failed' && j.failureReason ? (
                        <Typography variant="caption" color="error">
                          {j.failureReason}
                        </Typography>
                      ) : null}
                    </Stack>
                  ),
                },
                { id: 'fileName', header: t('projects.extract.columns.fileName'), cell: (j) => j.fileName ?? t('common.none'), mono: true },
                {
                  id: 'actions',
                  header: t('projects.extract.columns.actions'),
                  align: 'right',
                  cell: (j) =>
                    j.status === 'Ready' ? (
                      <PendingButton
                        size="small"
                        startIcon={<DownloadIcon />}
                        pending={downloading(j.id)}
                        onClick={() => void onDownload(j.id)}
                        aria-label={t('projects.extract.downloadNamed', { fileName: j.fileName ?? j.id })}
                      >
                        {t('common.download')}
                      </PendingButton>
                    ) : null,
                },
              ]}
            />
          )}
        </QueryStates>
      </Box>
    </Stack>
  );
}
