import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/lib/use-format';
import { focusPageHeadingIfLost } from '../../../shared/ui/page-header';

/**
 * Fields side by side on wide screens (three, or two on a tablet), stacked on narrow ones: a CSS grid, whose cells
 * are plain elements (MUI's Grid styled each of a long form's hundred cells as a component of its own).
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={FIELD_GRID}>{children}</Box>;
}

const FIELD_GRID = {
  display: 'grid',
  columnGap: 2,
  rowGap: 1,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

const WIDE = { gridColumn: '1 / -1' } as const;

export function Cell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <div style={wide ? WIDE : undefined}>{children}</div>;
}

/** "Draft from … restored" with the way to throw it away, and a warning while drafts cannot be stored. */
export function DraftBanner({ restoredAt, notSaving = false, onDiscard }: { restoredAt: string | null; /** The browser refuses to store drafts. */ notSaving?: boolean; onDiscard: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      {notSaving ? (
        // Said once, politely: it matters, but it must not interrupt typing.
        <Alert severity="warning" role="status">
          {t('customers.draft.notSaving')}
        </Alert>
      ) : null}
      {restoredAt ? (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                onDiscard();
                // This button, which had the focus, goes with the banner.
                focusPageHeadingIfLost();
              }}
            >
              {t('customers.draft.discard')}
            </Button>
          }
        >
          {t('customers.draft.restored', { time: format.dateTime(restoredAt) })}
        </Alert>
      ) : null}
    </>
  );
}

/** Errors of a submit that no field could take. */

