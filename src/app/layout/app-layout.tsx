import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link as RouterLink, Outlet, useLocation, useNavigation } from 'react-router';
import { keyPrompt } from '../../api/key-prompt';
import { isProduction, useActiveProfile } from '../../shared/environment';
import { ColorModeToggle } from '../../shared/theme/color-mode-toggle';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { features } from '../features';
import { PageCrash } from '../route-error-page';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { EnvironmentSwitcher } from './environment-switcher';
import { LanguageMenu } from './language-menu';
import { NavList } from './nav-list';
import { OfflineBanner } from './offline-banner';
import { useSearchShortcut } from './use-search-shortcut';

const SearchDialog = lazy(() => import('../../features/search/search-dialog'));
const KeyPromptDialog = lazy(() => import('./key-prompt-dialog'));
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));
const DRAWER_WIDTH = 232;

export function AppLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const profile = useActiveProfile();
  const production = isProduction(profile);
  const navigation = useNavigation();
  const location = useLocation();
  const keyRequested = useSyncExternalStore(keyPrompt.subscribe, keyPrompt.current, keyPrompt.current) !== null;

  useSearchShortcut(() => setSearchOpen(true));

  const nav = <NavList features={features} onNavigate={wide ? undefined : () => setDrawerOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000, '&:focus': { left: 8, bgcolor: 'background.paper', p: 1, borderRadius: 1 } }}
      >
        {t('app.skipToContent')}
      </Box>
      <AppBar
        position="fixed"
        color={production ? 'error' : 'primary'}
        enableColorOnDark
        sx={{ zIndex: (th) => th.zIndex.drawer + 1, ...(production ? { bgcolor: '#b71c1c', color: '#fff' } : {}) }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!wide ? (
            <IconButton color="inherit" edge="start" onClick={() => setDrawerOpen(true)} aria-label={t('app.openNavigation')}>
              <MenuIcon />
            </IconButton>
          ) : null}
          <Typography variant="h6" component={RouterLink} to="/" noWrap sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, display: { xs: 'none', sm: 'block' } }}>
            {t('app.title')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<SearchIcon />}
            onClick={() => setSearchOpen(true)}
            aria-keyshortcuts="Control+K Meta+K"
            sx={{ textTransform: 'none', borderColor: 'rgba(255,255,255,0.5)', display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('common.search')}
            <Box component="kbd" sx={{ ml: 1, px: 0.5, borderRadius: 0.5, bgcolor: 'rgba(255,255,255,0.18)', fontSize: 12, fontFamily: 'inherit' }}>
              {t('app.searchShortcut')}
            </Box>
          </Button>
          <IconButton color="inherit" onClick={() => setSearchOpen(true)} aria-label={t('search.open')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
            <SearchIcon />
          </IconButton>
          <EnvironmentSwitcher />
          <LanguageMenu />
          <ColorModeToggle />
        </Toolbar>
        {navigation.state === 'loading' ? (
          <Box
            role="progressbar"
            aria-label={t('common.loading')}
            sx={{
              position: 'absolute', bottom: 0, left: 0, height: 3, width: '40%', bgcolor: 'currentColor', opacity: 0.7,
              animation: 'rbo-nav-progress 1.2s ease-in-out infinite',
              '@keyframes rbo-nav-progress': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
            }}
          />
        ) : null}
      </AppBar>

      <Box component="nav" aria-label={t('app.navigation')} sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {wide ? (
          // A plain fixed sidebar on wide screens; the modal drawer is only loaded on narrow ones.
          <Box
            sx={{ position: 'fixed', top: 0, bottom: 0, width: DRAWER_WIDTH, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper', overflowY: 'auto' }}
          >
            <Toolbar />
            {nav}
          </Box>
        ) : drawerOpen ? (
          <Suspense fallback={null}>
            <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={DRAWER_WIDTH}>
              {nav}
            </MobileNavDrawer>
          </Suspense>
        ) : null}
      </Box>

      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        {production ? (
          <Box role="note" sx={{ px: 2, py: 1, fontWeight: 700, textAlign: 'center', bgcolor: '#7f0000', color: '#fff' }}>
            {t('app.production')} — {t('app.productionWarning', { institutionId: profile.institutionId || '—' })}
          </Box>
        ) : null}
        <OfflineBanner />
        <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
          <AppBreadcrumbs />
          <ErrorBoundary resetKeys={[location.pathname, profile.id]} fallback={(error, reset) => <PageCrash error={error} onReset={reset} />}>
            <Suspense fallback={<Box role="status" sx={{ p: 2, color: 'text.secondary' }}>{t('common.loading')}</Box>}>
              <Outlet key={profile.id} />
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>

      {keyRequested ? (
        <Suspense fallback={null}>
          <KeyPromptDialog />
        </Suspense>
      ) : null}
      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
