import SettingsIcon from '@mui/icons-material/Settings';
import type { FeatureModule } from '../../shared/lib/feature-module';
import { withFeatureStrings } from '../../shared/i18n/i18n';
import { paths } from '../../shared/lib/paths';
import { Translated } from '../../shared/ui/translated';

export const settingsFeature: FeatureModule = {
  id: 'settings',
  nav: { path: paths.settings, label: (t) => t('nav.settings'), icon: SettingsIcon, order: 90 },
  routes: [
    {
      path: 'settings',
      handle: { crumb: () => <Translated k="nav.settings" /> },
      lazy: async () => ({ Component: (await withFeatureStrings('settings', import('./settings-page'))).SettingsPage }),
    },
  ],
};
