import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  // The tab title follows the page, so history entries and screen readers name the page.
  useEffect(() => {
    if (typeof title === 'string') document.title = `${title} · Registry Back Office`;
  }, [title]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </div>
      {actions ? <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>{actions}</Stack> : null}
    </Stack>
  );
}
