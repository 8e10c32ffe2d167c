import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../shared/i18n/use-translation';
import { NavLink, useLocation } from 'react-router';
import type { FeatureModule } from '../../shared/lib/feature-module';

/** The navigation entries of the registered features, in their declared order. */
export function NavList({ features, onNavigate }: { features: FeatureModule[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = features.flatMap((f) => (f.nav ? [f.nav] : [])).sort((a, b) => a.order - b.order);
  return (
    <List component="ul" sx={{ px: 1 }}>
      {items.map((item) => {
        const selected = location.pathname === item.path || location.pathname.startsWith(`${item.path}/`);
        const Icon = item.icon;
        return (
          <li key={item.path}>
            <ListItemButton
              component={NavLink}
              to={item.path}
              selected={selected}
              onClick={onNavigate}
              sx={{ borderRadius: 2, mb: 0.5 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={item.label(t)} />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
