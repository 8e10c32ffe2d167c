import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link as RouterLink, useMatches } from 'react-router';
import type { RouteHandle } from '../../shared/lib/feature-module';

/** Breadcrumbs from the matched routes' `handle.crumb`. */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useMatches()
    .filter((match) => typeof (match.handle as RouteHandle | undefined)?.crumb === 'function')
    .map((match) => ({ id: match.id, path: match.pathname, node: (match.handle as Required<RouteHandle>).crumb(match) }));
  if (crumbs.length === 0) return null;
  return (
    // A long name without spaces (a 64-character customer name is allowed) wraps instead of widening a phone's page.
    <Breadcrumbs aria-label={t('app.breadcrumbs')} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.id} color="text.primary" aria-current="page" sx={{ fontSize: 14 }}>
            {crumb.node}
          </Typography>
        ) : (
          <Link key={crumb.id} component={RouterLink} to={crumb.path} underline="hover" color="inherit" sx={{ fontSize: 14 }}>
            {crumb.node}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
