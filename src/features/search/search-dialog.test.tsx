import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileStore } from '../../shared/environment';
import { jsonResponse, ok, renderWithProviders } from '../../test/render';
import SearchDialog from './search-dialog';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const project = (id: string, name: string) => ({ id, institutionId, name, description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', assetCount: 0 });

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse(200, ok([project('a1111111-1111-4111-8111-111111111111', 'Green Energy Bond 2027'), project('b2222222-2222-4222-8222-222222222222', 'Green Roof Notes'), project('c3333333-3333-4333-8333-333333333333', 'Harbour')])),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('global search', () => {
  it('finds projects by name and opens the one chosen with the keyboard', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SearchDialog open onClose={onClose} enabledFeatures={new Set(['projects'])} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
    );
    await user.keyboard('green');
    expect(await screen.findByRole('option', { name: /Green Energy Bond 2027/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Green Roof Notes/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Harbour/ })).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/projects/b2222222-2222-4222-8222-222222222222');
    expect(onClose).toHaveBeenCalled();
  });

  it('ignores Enter until the results belong to the text typed (not to the text before the debounce)', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SearchDialog open onClose={onClose} enabledFeatures={new Set(['projects'])} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
    );
    await user.keyboard('green');
    expect(await screen.findByRole('option', { name: /Green Energy Bond 2027/ })).toBeInTheDocument();

    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('harb{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(onClose).not.toHaveBeenCalled();

    expect(await screen.findByRole('option', { name: /Harbour/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/projects/c3333333-3333-4333-8333-333333333333');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchDialog open onClose={vi.fn()} enabledFeatures={new Set(['projects'])} />);
    await user.keyboard('zzz');
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeInTheDocument();
  });
});
