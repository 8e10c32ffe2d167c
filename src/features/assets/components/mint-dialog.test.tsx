import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenizedAssetDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { failed, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { mintAllowance } from '../lib/mint-amount';
import { MintDialog } from './mint-dialog';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const asset = { id: '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f', decimals: 2, totalSupply: 100_000 } as TokenizedAssetDto;
// 1000 whole units in total: 250.5 minted, 500 in a pending mint request, 249.5 left.
const allowance = mintAllowance({ asset, circulatingSupply: 0, mintedSupply: '25050', pendingMintSupply: '50000' });

const amountField = () => screen.getByRole('textbox', { name: /^Amount \(whole units\)/ });

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mint dialog', () => {
  it('shows what is left after the minted and the pending mints, and refuses one base unit more without sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<MintDialog asset={asset} assetLabel="Green Bond (GRB)" allowance={allowance} onClose={() => undefined} />);
    expect(screen.getByText('249.5 units are left to mint: 1000 in total, 250.5 minted, 500 in pending mint requests.')).toBeInTheDocument();
    await user.type(amountField(), '249.51');
    expect(await screen.findByText('At most 249.5 units are left of the supply.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Receiver wallet address/ }), 'RECEIVER');
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the service's refusal of the amount on the amount field, keeping what was typed", async () => {
    const fetchMock = vi.fn(async (input: unknown) => {
      expect(requestUrl(input)).toContain('/mint-token-request');
      return jsonResponse(400, failed([{ code: 'InvalidInput', field: 'amount', message: 'amount exceeds what is left to mint: 100 base units.' }]));
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<MintDialog asset={asset} assetLabel="Green Bond (GRB)" allowance={allowance} onClose={() => undefined} />);
    await user.type(amountField(), '200');
    await user.type(screen.getByRole('textbox', { name: /^Receiver wallet address/ }), 'RECEIVER');
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    await user.click(await screen.findByRole('button', { name: 'Mint' }));
    expect(await screen.findByText('amount exceeds what is left to mint: 100 base units.')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveValue('200');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
