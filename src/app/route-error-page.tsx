import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../shared/i18n/use-translation';
import { Link as RouterLink, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../shared/lib/paths';

/**
 * A page's code that could not be downloaded (offline, or a new deployment removed the old build's files), as the
 * browsers word it: not a crash, and a reload is the cure.
 */
export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);
}

/** The designed page for a crashed route: what happened, and a way back. */
export function PageCrash({ error, onReset }: { error: unknown; onReset?: () => void }) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const notLoaded = isCodeLoadFailure(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto', mt: 4 }} role="alert">
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h4" component="h1">
          {notFound ? t('errors.page.notFoundTitle') : notLoaded ? t('errors.page.notLoadedTitle') : t('errors.page.title')}
        </Typography>
        <Typography color="text.secondary">
          {notFound ? t('errors.page.notFoundMessage') : notLoaded ? t('errors.page.notLoadedMessage') : t('errors.page.message')}
        </Typography>
        {!notFound ? (
          <Box component="details" sx={{ width: '100%' }}>
            <summary>{t('errors.page.details')}</summary>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 12, mt: 1 }}>
              {detail}
            </Box>
          </Box>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button variant={notLoaded ? 'outlined' : 'contained'} component={RouterLink} to={paths.projects} onClick={onReset}>
            {t('errors.page.home')}
          </Button>
          <Button variant={notLoaded ? 'contained' : 'text'} onClick={() => window.location.reload()}>
            {t('errors.page.reload')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** react-router errorElement: errors thrown while loading or rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Box sx={{ p: 3 }}>
      <PageCrash error={error} />
    </Box>
  );
}

export function NotFoundPage() {
  return <PageCrash error={{ status: 404, statusText: 'Not Found', internal: true, data: null }} />;
}
