import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenizedAssetDetailsDto, TokenizedAssetDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { replay, type RecordedAnswer } from '../../../test/recorded-answers';
import { expectSaidOnce, failed, jsonResponse, ok, renderRoute, renderWithProviders, requestUrl } from '../../../test/render';
import { AssetPage } from './asset-page';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const assetId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';
const asset = {
  id: assetId,
  name: 'Green Bond',
  unitName: 'GRB',
  isin: 'XS0000000001',
  status: 'Finalized',
  blockchain: 'Algorand',
  decimals: 0,
  totalSupply: 1000,
  projectId: null,
  customAttributes: null,
} as unknown as TokenizedAssetDto;
const details: TokenizedAssetDetailsDto = { asset, transfers: [], openOptInRequests: [], holders: [], circulatingSupply: 0, mintedSupply: '0', pendingMintSupply: '0' };

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('asset page', () => {
  it('keeps the mint dialog and what was typed when the service goes away: the mint and the reload of the asset fail', async () => {
    let serviceUp = true;
    let detailReads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        const url = requestUrl(input);
        const detailRead = url.includes(`/tokenized-assets/${assetId}`);
        if (detailRead) detailReads += 1;
        if (!serviceUp) throw new TypeError('Failed to fetch');
        if (detailRead) return jsonResponse(200, ok(details));
        if (url.includes('/api/Project/')) return jsonResponse(200, ok([]));
        return jsonResponse(200, ok({ count: 0, result: [] }));
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(
      <Routes>
        <Route path="/assets/:assetId" element={<AssetPage />} />
      </Routes>,
      { route: `/assets/${assetId}` },
    );
    await user.click(await screen.findByRole('button', { name: 'Mint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mint “Green Bond (GRB)”' });
    const amount = () => screen.getByRole('textbox', { name: /^Amount \(whole units\)/ });
    await user.type(amount(), '40');
    await user.type(screen.getByRole('textbox', { name: /^Receiver wallet address/ }), 'NLOTO5EIYQ3IFPBSUQNYKUMU5NCYVJHO7RJJ6Z2BAI6LPRGO4H2URVZRDY');
    serviceUp = false;
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    await user.click(await screen.findByRole('button', { name: 'Mint' }));
    expect(await screen.findByText(/^The mint request failed\. Offline: The service cannot be reached/, { selector: '[role="dialog"] *' })).toBeInTheDocument();
    // The mint invalidated the asset; its reload fails too, and the page keeps what it showed, dialog included.
    expect(detailReads).toBe(2);
    const [read] = queryClient.getQueryCache().findAll({ predicate: (q) => (q.queryKey[0] as { _id?: string })._id === 'getTokenizedAssetDetails' });
    await waitFor(() => expect(read.state.status).toBe('error'));
    expect(screen.getByRole('dialog', { name: 'Mint “Green Bond (GRB)”' })).toBe(dialog);
    expect(amount()).toHaveValue('40');
    expect(screen.getByRole('textbox', { name: /^Receiver wallet address/ })).toHaveValue('NLOTO5EIYQ3IFPBSUQNYKUMU5NCYVJHO7RJJ6Z2BAI6LPRGO4H2URVZRDY');
    expect(screen.getByRole('heading', { level: 1, name: 'Green Bond', hidden: true })).toBeInTheDocument();
    // The failed mint is said once, in the dialog it concerns, not again in a notification.
    await expectSaidOnce(/The mint request failed/);
    // A whole page with two dialogs in jsdom: over the default 5 s when the machine is busy.
  }, 20_000);

  describe('an asset that does not exist', () => {
    /** The asset page, its asset read answered by `answer`, everything else empty. */
    const openWith = (answer: () => Response) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: unknown) => {
          const url = requestUrl(input);
          if (url.includes(`/tokenized-assets/${assetId}`)) return answer();
          return url.includes('/api/Project/') ? jsonResponse(200, ok([])) : jsonResponse(200, ok({ count: 0, result: [] }));
        }),
      );
      renderWithProviders(
        <Routes>
          <Route path="/assets/:assetId" element={<AssetPage />} />
        </Routes>,
        { route: `/assets/${assetId}` },
      );
    };
    const notFound = 'This asset does not exist in the institution.';
    const onAssetId = () => jsonResponse(400, failed([{ code: 'InvalidInput', message: 'Tokenized asset does not exist.', field: 'tokenized-asset-id' }]));

    // Ours answers 404; the real service may answer 400 on the id, or 400 without a body (interface §7).
    it.each<[string, () => Response]>([
      ['our 404', () => jsonResponse(404, failed([{ code: 'NotFound', message: 'Tokenized asset not found.', field: 'tokenized-asset-id' }]))],
      ...(['real-400-no-body', 'real-400-not-json', 'real-400-false-default'] as RecordedAnswer[]).map((name): [string, () => Response] => [name, () => replay(name)]),
      ['a 400 on the asset id', onAssetId],
    ])('%s: says so, with a way back to the list', async (_, answer) => {
      openWith(answer);
      expect(await screen.findByText(notFound)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All assets' })).toHaveAttribute('href', '/assets');
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    });

    it('a 400 on the institution is not "no such asset": the profile is wrong, the page offers Retry', async () => {
      openWith(() => jsonResponse(400, failed([{ code: 'InvalidInput', message: 'institutionId is empty.', field: 'institutionId' }])));
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.queryByText(notFound)).toBeNull();
    });
  });
});

describe('asset page actions by status', () => {
  const open = (status: string) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        const url = requestUrl(input);
        if (url.includes(`/tokenized-assets/${assetId}`)) return jsonResponse(200, ok({ ...details, asset: { ...asset, status } }));
        if (url.includes('/api/Project/')) return jsonResponse(200, ok([]));
        return jsonResponse(200, ok({ count: 0, result: [] }));
      }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/assets/:assetId" element={<AssetPage />} />
      </Routes>,
      { route: `/assets/${assetId}` },
    );
  };

  it('offers Finalize alone for an initialized asset, Mint and metadata for a finalized one', async () => {
    open('Initialized');
    expect(await screen.findByRole('button', { name: 'Finalize' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mint' })).not.toBeInTheDocument();
  });

  it('shows a status it does not know as sent and offers every action, leaving the service to refuse what does not apply', async () => {
    open('Suspended');
    expect(await screen.findByRole('button', { name: 'Finalize' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mint' })).toBeInTheDocument();
    expect(screen.getAllByText('Suspended').length).toBeGreaterThan(0);
    expect(screen.queryByText(/not finalized/)).not.toBeInTheDocument();
  });

  it('finalized from the keyboard: the focus goes to the heading, not to nothing once the Finalize button is gone', async () => {
    let finalized = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        const url = requestUrl(input);
        const method = input instanceof Request ? input.method : 'GET';
        if (method === 'PUT' && url.includes(`/tokenized-assets/${assetId}`)) {
          finalized = true;
          return jsonResponse(200, ok({ ...asset, status: 'Finalized' }));
        }
        if (url.includes(`/tokenized-assets/${assetId}`)) return jsonResponse(200, ok({ ...details, asset: { ...asset, status: finalized ? 'Finalized' : 'Initialized' } }));
        if (url.includes('/api/Project/')) return jsonResponse(200, ok([]));
        return jsonResponse(200, ok({ count: 0, result: [] }));
      }),
    );
    renderRoute('/assets/:assetId', <AssetPage />, { route: `/assets/${assetId}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize “Green Bond (GRB)”' });
    await userEvent.type(within(dialog).getByLabelText(/^Passphrase/), 'a long enough passphrase{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Finalize' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Green Bond' })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1, name: 'Green Bond' })).toHaveFocus();
  });

  it('reached from the wizard to finalize: opens its finalize dialog once, and Finalize later leaves the focus on the heading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        const url = requestUrl(input);
        if (url.includes(`/tokenized-assets/${assetId}`)) return jsonResponse(200, ok({ ...details, asset: { ...asset, status: 'Initialized' } }));
        if (url.includes('/api/Project/')) return jsonResponse(200, ok([]));
        return jsonResponse(200, ok({ count: 0, result: [] }));
      }),
    );
    const { router } = renderRoute('/assets/:assetId', <AssetPage />, { route: { pathname: `/assets/${assetId}`, state: { finalize: true } } });
    const dialog = await screen.findByRole('dialog', { name: 'Finalize “Green Bond (GRB)”' });
    // Once: a reload or Back does not bring the dialog again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalize later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Green Bond' })).toHaveFocus());
  });
});
