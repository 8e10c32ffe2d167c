import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy, useCallback, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { withFeatureStrings } from '../../shared/i18n/i18n';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { keyPrompt } from '../../api/key-prompt';
import { isProduction, useActiveProfile } from '../../shared/environment';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { features } from '../features';
import { PageCrash } from '../route-error-page';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { AppTopBar } from './app-top-bar';
import { NavList } from './nav-list';
import { OfflineBanner } from './offline-banner';
import { useSearchShortcut } from './use-search-shortcut';

// With its strings (the app bar's button is in the core ones).
const SearchDialog = lazy(() => withFeatureStrings('search-dialog', import('../../features/search/search-dialog')));
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

  // The same functions from render to render: the top bar and the navigation are memoised, and a new search or filter
  // in the address (a render of this layout) changes nothing they show.
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const openNavigation = useCallback(() => setDrawerOpen(true), []);
  const closeNavigation = useCallback(() => setDrawerOpen(false), []);
  useSearchShortcut(openSearch);

  const nav = <NavList features={features} onNavigate={wide ? undefined : closeNavigation} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        // The content takes the focus without a change of address: "#main" in the URL is a navigation, which a page that
        // guards unsaved work (the wizards) would have to ask about, and Back would then return to the same page (QA).
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000, '&:focus': { left: 8, bgcolor: 'background.paper', p: 1, borderRadius: 1 } }}
      >
        {t('app.skipToContent')}
      </Box>
      <AppTopBar production={production} wide={wide} navigating={navigation.state === 'loading'} onOpenNavigation={openNavigation} onOpenSearch={openSearch} />

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
