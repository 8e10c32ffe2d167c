import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TabBar } from './tab-bar';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'assets', label: 'Assets' },
  { id: 'extract', label: 'Registry extract' },
] as const;
type Id = (typeof TABS)[number]['id'];

function Harness({ onIntent }: { onIntent?: (id: Id) => void }) {
  const [value, setValue] = useState<Id>('overview');
  return (
    <>
      <TabBar tabs={TABS} value={value} onChange={setValue} onIntent={onIntent} label="Project sections" idPrefix="p" />
      <div role="tabpanel" id={`p-panel-${value}`} aria-labelledby={`p-tab-${value}`}>
        panel {value}
      </div>
    </>
  );
}

describe('TabBar', () => {
  it('names the list, marks the chosen tab and labels its panel', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Project sections' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toBe('panel overview');
  });

  it('is one Tab stop; arrows, Home and End move between tabs and Enter opens one', async () => {
    const onIntent = vi.fn();
    renderWithProviders(<Harness onIntent={onIntent} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Assets' }));
    expect(onIntent).toHaveBeenLastCalledWith('assets');
    // Moving focus does not open the tab (its code and data may take a moment); Enter does.
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Assets', selected: true })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Assets' }).textContent).toBe('panel assets');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Registry extract' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowLeft}{Home} ');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    // Only the chosen tab is in the Tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('opens a tab on click', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Registry extract' }));
    expect(screen.getByRole('tab', { name: 'Registry extract', selected: true })).toBeTruthy();
  });
});
