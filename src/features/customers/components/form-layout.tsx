import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/lib/use-format';

/** Fields side by side on wide screens, stacked on narrow ones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Grid container columnSpacing={2} rowSpacing={1}>
      {children}
    </Grid>
  );
}

export function Cell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <Grid size={{ xs: 12, sm: wide ? 12 : 6, md: wide ? 12 : 4 }}>{children}</Grid>;
}

/** "Draft from … restored" with the way to throw it away. */
export function DraftBanner({ restoredAt, onDiscard }: { restoredAt: string | null; onDiscard: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!restoredAt) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          {t('customers.draft.discard')}
        </Button>
      }
    >
      {t('customers.draft.restored', { time: format.dateTime(restoredAt) })}
    </Alert>
  );
}

/** Errors of a submit that no field could take. */
export function RootError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
      {message}
    </Alert>
  );
}
