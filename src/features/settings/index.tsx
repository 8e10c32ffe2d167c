import SettingsIcon from '@mui/icons-material/Settings';
import type { FeatureModule } from '../../shared/lib/feature-module';
import { paths } from '../../shared/lib/paths';
import { Translated } from '../../shared/ui/translated';

export const settingsFeature: FeatureModule = {
  id: 'settings',
  nav: { path: paths.settings, label: (t) => t('nav.settings'), icon: SettingsIcon, order: 90 },
  routes: [
    {
      path: 'settings',
      handle: { crumb: () => <Translated k="nav.settings" /> },
      lazy: async () => ({ Component: (await import('./settings-page')).SettingsPage }),
    },
  ],
};
