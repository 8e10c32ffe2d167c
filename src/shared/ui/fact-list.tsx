import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** One fact: its label, its value (empty shows a dash), and whether the value is an identifier set in monospace. */
export type Fact = [label: string, value: ReactNode, options?: { mono?: boolean; key?: string }];

/**
 * Label/value pairs as a description list (`dl`), the same on every page that shows a record's facts: the asset and
 * customer pages, the wizards' review steps, a project's overview and a transaction's details. On a phone the label
 * stands above its value; from `sm` on beside it, in a column as wide as the longest label (at least `labelMin`).
 */
export function FactList({ rows, labelMin = 160, dense = false }: { rows: Fact[]; labelMin?: number; dense?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `minmax(${labelMin}px, max-content) minmax(0, 1fr)` }, columnGap: 3, rowGap: dense ? 0.5 : 1, m: 0 }}
    >
      {rows.map(([label, value, options]) => (
        <Box key={options?.key ?? label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', ...(options?.mono ? { fontFamily: 'ui-monospace, monospace' } : {}) }}
          >
            {value === '' || value === null || value === undefined ? t('common.none') : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
