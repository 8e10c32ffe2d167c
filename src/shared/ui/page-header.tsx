import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
  documentTitle,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The tab's title when `title` is personal data (a customer's name), which must not end up in the browser's history. */
  documentTitle?: string;
}) {
  // The tab title follows the page, so history entries and screen readers name the page.
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  useEffect(() => {
    if (tabTitle !== undefined) document.title = `${tabTitle} · Registry Back Office`;
  }, [tabTitle]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <div style={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        ) : null}
      </div>
      {actions ? <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>{actions}</Stack> : null}
    </Stack>
  );
}
