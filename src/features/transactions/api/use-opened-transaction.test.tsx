import { act, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { profileStore } from '../../../shared/environment';
import { renderRoute } from '../../../test/render';
import { txFixture } from '../components/tx-fixture';
import { useOpenedTransaction, type OpenedTransaction } from './use-opened-transaction';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const row = txFixture(1, { txId: 'TXPANEL1', institutionId });

function setup(route: string) {
  const probe: { opened?: OpenedTransaction; search?: string } = {};
  function Probe() {
    probe.opened = useOpenedTransaction([row]);
    probe.search = useLocation().search;
    return null;
  }
  // A page before it in the history, which a close must not go back to.
  const { router } = renderRoute('/transactions', <Probe />, { route: '/before', routes: [{ path: '/before', element: null }] });
  return { probe, router, start: () => act(() => router.navigate(route)) };
}

beforeEach(() => profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' }));

describe('the side panel in the URL', () => {
  it('opens as an entry of its own, keeping the view, and closes back over it once, however often close is asked', async () => {
    const { probe, router, start } = setup('/transactions?status=Failed');
    await start();
    act(() => probe.opened!.open(row));
    await waitFor(() => expect(probe.search).toBe('?status=Failed&tx=TXPANEL1'));
    expect(probe.opened!.tx?.txId).toBe('TXPANEL1');
    // A double click on ✕: one step back, to the view the panel was opened on, not past it.
    act(() => {
      probe.opened!.close();
      probe.opened!.close();
    });
    await waitFor(() => expect(probe.search).toBe('?status=Failed'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.location.pathname + router.state.location.search).toBe('/transactions?status=Failed');
    expect(probe.opened!.txId).toBeNull();
  });

  it('closes a panel a link opened in place, leaving the rest of the view', async () => {
    const { probe, start } = setup('/transactions?status=Failed&tx=TXPANEL1');
    await start();
    expect(probe.opened!.tx?.txId).toBe('TXPANEL1');
    act(() => probe.opened!.close());
    await waitFor(() => expect(probe.search).toBe('?status=Failed'));
  });
});
