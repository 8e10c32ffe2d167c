import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useActiveProfile } from '../environment';
import { describeFailure } from './describe-failure';

export function LoadingState({ rows = 5, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" aria-busy="true">
      <Typography component="span" sx={visuallyHidden}>
        {label ?? t('common.loading')}
      </Typography>
      <Stack spacing={1}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
    </Box>
  );
}

export function EmptyState({ icon, title, description, action }: { icon?: ReactNode; title: string; description?: string; action?: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      {icon ? <Box sx={{ fontSize: 48, display: 'flex', '& svg': { fontSize: 48 } }} aria-hidden>{icon}</Box> : null}
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
      {description ? <Typography variant="body2">{description}</Typography> : null}
      {action}
    </Stack>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const profile = useActiveProfile();
  const failure = describeFailure(error, t, { institutionId: profile.institutionId });
  return (
    <Alert
      severity={failure.kind === 'network' ? 'warning' : 'error'}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{failure.title}</AlertTitle>
      {failure.message}
    </Alert>
  );
}

export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
