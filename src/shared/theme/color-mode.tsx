import ThemeProviderNoVars from '@mui-no-vars/theme-provider';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, themeFor, type ColorMode, type ResolvedColorMode } from './theme';

interface ColorModeValue {
  /** What the user chose: a fixed mode, or the operating system's. */
  mode: ColorMode;
  /** What is shown now. */
  resolved: ResolvedColorMode;
  setMode(mode: ColorMode): void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isColorMode(value: unknown): value is ColorMode {
  return value === 'system' || value === 'light' || value === 'dark';
}

function storedMode(): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function subscribeToSystem(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemIsDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

/**
 * The theme for the chosen colour mode: light, dark, or the operating system's (followed live). The choice is kept
 * in localStorage (no personal data) and follows changes made in other tabs.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(storedMode);
  const dark = useSyncExternalStore(subscribeToSystem, systemIsDark, () => false);
  const resolved: ResolvedColorMode = mode === 'system' ? (dark ? 'dark' : 'light') : mode;

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY) setModeState(storedMode());
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    // Also what the few styles written once in index.html follow (the tables' scroll cue: `html[style*='color-scheme: dark']`).
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  const setMode = useCallback((next: ColorMode) => {
    setModeState(next);
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
    } catch {
      /* storage unavailable: the choice lasts for this tab */
    }
  }, []);

  const value = useMemo(() => ({ mode, resolved, setMode }), [mode, resolved, setMode]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProviderNoVars theme={themeFor(resolved)}>{children}</ThemeProviderNoVars>
    </ColorModeContext.Provider>
  );
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode needs a ColorModeProvider');
  return value;
}
