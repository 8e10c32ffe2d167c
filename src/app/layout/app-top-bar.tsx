import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ColorModeToggle } from '../../shared/theme/color-mode-toggle';
import { EnvironmentSwitcher } from './environment-switcher';
import { LanguageMenu } from './language-menu';

/**
 * The app bar: title, search, environment, language and colour mode, red on a Production profile. Memoised: the
 * layout renders again on every navigation (a filter or search in the address too), which changes nothing here.
 */
export const AppTopBar = memo(function AppTopBar({
  production,
  wide,
  navigating,
  onOpenNavigation,
  onOpenSearch,
}: {
  production: boolean;
  /** Wide screens have the navigation beside the page; narrow ones open it from the menu button. */
  wide: boolean;
  /** A route's code or data is loading: a thin bar runs under the app bar. */
  navigating: boolean;
  onOpenNavigation: () => void;
  onOpenSearch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      color={production ? 'error' : 'primary'}
      enableColorOnDark
      sx={{ zIndex: (th) => th.zIndex.drawer + 1, ...(production ? { bgcolor: '#b71c1c', color: '#fff' } : {}) }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {!wide ? (
          <IconButton color="inherit" edge="start" onClick={onOpenNavigation} aria-label={t('app.openNavigation')}>
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
          onClick={onOpenSearch}
          aria-keyshortcuts="Control+K Meta+K"
          sx={{ textTransform: 'none', borderColor: 'rgba(255,255,255,0.5)', display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('common.search')}
          <Box component="kbd" sx={{ ml: 1, px: 0.5, borderRadius: 0.5, bgcolor: 'rgba(255,255,255,0.18)', fontSize: 12, fontFamily: 'inherit' }}>
            {t('app.searchShortcut')}
          </Box>
        </Button>
        <IconButton color="inherit" onClick={onOpenSearch} aria-label={t('search.open')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
          <SearchIcon />
        </IconButton>
        <EnvironmentSwitcher />
        <LanguageMenu />
        <ColorModeToggle />
      </Toolbar>
      {navigating ? (
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
  );
});
