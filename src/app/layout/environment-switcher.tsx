import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { isProduction, useProfiles } from '../../shared/environment';

const EnvironmentMenu = lazy(() => import('./environment-menu'));

/** The active environment, always visible in the app bar; a menu switches to another one. */
export function EnvironmentSwitcher() {
  const { t } = useTranslation();
  const { active } = useProfiles();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const production = isProduction(active);
  const kindLabel = t(`settings.profiles.kind.${active.kind}`);

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        title={t('app.switchEnvironment')}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: { xs: 140, sm: 260 } }}>
          <Box
            component="span"
            sx={
              production
                ? { px: 1, py: 0.25, borderRadius: 4, fontSize: 12, fontWeight: 800, letterSpacing: 1, bgcolor: '#fff', color: '#b71c1c' }
                : { px: 1, py: 0.25, borderRadius: 4, fontSize: 12, border: '1px solid currentColor' }
            }
          >
            {production ? t('app.production') : kindLabel}
          </Box>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {active.name}
          </Box>
        </Box>
      </Button>
      {anchor ? (
        <Suspense fallback={null}>
          <EnvironmentMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
