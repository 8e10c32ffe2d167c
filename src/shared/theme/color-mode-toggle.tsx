import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import { useColorMode } from './color-mode';
import { useTranslation } from '../i18n/use-translation';

const NEXT = { system: 'light', light: 'dark', dark: 'system' } as const;

/** Cycles system -> light -> dark; the choice is kept and follows the OS while on "system". */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode: current, setMode } = useColorMode();
  const icon = current === 'dark' ? <DarkModeIcon /> : current === 'light' ? <LightModeIcon /> : <SettingsBrightnessIcon />;
  const label = t('theme.toggle', { mode: t(`theme.${current}`) });
  return (
    <IconButton color="inherit" onClick={() => setMode(NEXT[current])} aria-label={label} title={label}>
      {icon}
    </IconButton>
  );
}
