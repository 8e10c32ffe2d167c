import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { memo } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { NavLink, useLocation } from 'react-router';
import type { FeatureModule } from '../../shared/lib/feature-module';

/** The navigation entries of the registered features, in their declared order. */
export function NavList({ features, onNavigate }: { features: FeatureModule[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const items = features.flatMap((f) => (f.nav ? [f.nav] : [])).sort((a, b) => a.order - b.order);
  return (
    <List component="ul" sx={{ px: 1 }}>
      {items.map((item) => (
        <NavItem key={item.path} item={item} selected={pathname === item.path || pathname.startsWith(`${item.path}/`)} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

type NavEntry = NonNullable<FeatureModule['nav']>;

/** One entry; memoised, so a navigation renders again only the entries it selects or leaves. */
const NavItem = memo(function NavItem({ item, selected, onNavigate }: { item: NavEntry; selected: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <li>
      <ListItemButton component={NavLink} to={item.path} selected={selected} onClick={onNavigate} sx={{ borderRadius: 2, mb: 0.5 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={item.label(t)} />
      </ListItemButton>
    </li>
  );
});
