import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from '../i18n/use-translation';

const NEXT = { system: 'light', light: 'dark', dark: 'system' } as const;

/** Cycles system -> light -> dark; MUI persists the choice and follows the OS while on "system". */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const current = mode ?? 'system';
  const icon = current === 'dark' ? <DarkModeIcon /> : current === 'light' ? <LightModeIcon /> : <SettingsBrightnessIcon />;
  const label = t('theme.toggle', { mode: t(`theme.${current}`) });
  return (
    <IconButton color="inherit" onClick={() => setMode(NEXT[current])} aria-label={label} title={label}>
      {icon}
    </IconButton>
  );
}
