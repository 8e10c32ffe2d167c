import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorModeProvider } from './color-mode';
import { ColorModeToggle } from './color-mode-toggle';
import { COLOR_MODE_STORAGE_KEY } from './theme';

function Shown() {
  return <output>{useTheme().palette.mode}</output>;
}

function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = { matches: dark, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
  vi.stubGlobal('matchMedia', () => query);
  return (nowDark: boolean) => {
    query.matches = nowDark;
    listeners.forEach((listener) => listener());
  };
}

const renderMode = () =>
  render(
    <ColorModeProvider>
      <ColorModeToggle />
      <Shown />
    </ColorModeProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('colour mode', () => {
  it('follows the operating system while on "system", live', () => {
    const setSystem = fakeSystem(true);
    renderMode();
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    act(() => setSystem(false));
    expect(screen.getByRole('status')).toHaveTextContent('light');
  });

  it('cycles system → light → dark with the toggle, remembers the choice, and starts from it next time', async () => {
    fakeSystem(true);
    const { unmount } = renderMode();
    await userEvent.click(screen.getByRole('button', { name: /system/i }));
    expect(screen.getByRole('status')).toHaveTextContent('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: /light/i }));
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    unmount();
    renderMode();
    expect(screen.getByRole('button', { name: /dark/i })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('dark');
  });

  it('ignores a stored value that is not a mode', () => {
    fakeSystem(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
    renderMode();
    expect(screen.getByRole('status')).toHaveTextContent('light');
  });
});
