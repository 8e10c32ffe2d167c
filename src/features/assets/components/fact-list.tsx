import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** Label/value pairs as a description list; empty values show a dash. */
export function FactList({ rows }: { rows: [string, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1fr) 2fr' }, columnGap: 2, rowGap: 0.75, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value === '' || value === null || value === undefined ? t('common.none') : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
