import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_PROFILE_ID, profileStore } from '../../../shared/environment';
import { renderWithProviders } from '../../../test/render';
import { useAssetConfirm, type AssetAction } from './use-asset-confirm';

function Probe({ action }: { action: AssetAction }) {
  const confirm = useAssetConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <button type="button" onClick={() => void confirm(action, 'Green Bond (GRB)').then((ok) => setAnswer(String(ok)))}>
      ask {answer}
    </button>
  );
}

afterEach(() => {
  act(() => profileStore.activate(LOCAL_PROFILE_ID));
});

describe('confirmation of on-chain asset actions', () => {
  it('lets initialize and finalize through without asking outside Production', async () => {
    renderWithProviders(<Probe action="initialize" />);
    await userEvent.click(screen.getByRole('button', { name: /ask/ }));
    expect(await screen.findByRole('button', { name: 'ask true' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on Production asks, naming the environment and the asset, and a cancel stops the action', async () => {
    act(() => {
      profileStore.upsert({ id: 'prod', name: 'Prod EU', kind: 'Production', baseUrl: window.location.origin, apiUrl: window.location.origin, institutionId: '', apiKey: '' });
      profileStore.activate('prod');
    });
    renderWithProviders(<Probe action="finalize" />);
    await userEvent.click(screen.getByRole('button', { name: /ask/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize “Green Bond (GRB)” on the Production environment “Prod EU”?' });
    expect(dialog).toHaveTextContent('real data of “Prod EU”');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'ask false' })).toBeInTheDocument();
  });

  it('always asks before a mint, outside Production too', async () => {
    renderWithProviders(<Probe action="mint" />);
    await userEvent.click(screen.getByRole('button', { name: /ask/ }));
    expect(await screen.findByRole('dialog', { name: 'Mint units of “Green Bond (GRB)”?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mint' }));
    expect(await screen.findByRole('button', { name: 'ask true' })).toBeInTheDocument();
  });
});
