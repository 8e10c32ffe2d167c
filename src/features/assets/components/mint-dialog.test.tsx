import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenizedAssetDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { replay } from '../../../test/recorded-answers';
import { expectSaidOnce, failed, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { mintAllowance } from '../lib/mint-amount';
import { MintDialog } from './mint-dialog';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const asset = { id: '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f', decimals: 2, totalSupply: 100_000, blockchain: 'Algorand' } as TokenizedAssetDto;
/** An Algorand address whose checksum holds. */
const RECEIVER = 'NLOTO5EIYQ3IFPBSUQNYKUMU5NCYVJHO7RJJ6Z2BAI6LPRGO4H2URVZRDY';
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
    expect(screen.getByText('Left to mint: 249.5 (1,000 in total, 250.5 minted, 500 in pending mint requests).')).toBeInTheDocument();
    await user.type(amountField(), '249.51');
    expect(await screen.findByText('Only 249.5 is left of the supply.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Receiver wallet address/ }), RECEIVER);
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads and writes amounts as a German user writes them, and refuses a thousands separator rather than guess', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await changeLanguage('de', { persist: false });
    try {
      const user = userEvent.setup();
      renderWithProviders(<MintDialog asset={asset} assetLabel="Green Bond (GRB)" allowance={allowance} onClose={() => undefined} />);
      const amount = screen.getByRole('textbox', { name: /^Menge/ });
      expect(screen.getByText(/249,5 .*1\.000 .*250,5 /)).toBeInTheDocument();
      // "1.000" is a thousand to a German reader; read as one it would mint a thousandth of what was meant.
      await user.type(amount, '1.000');
      expect(await screen.findByText('Die Menge ohne Tausendertrennzeichen eingeben, etwa 1234,5.')).toBeInTheDocument();
      expect(screen.queryByText(/Basiseinheiten/)).not.toBeInTheDocument();
      await user.clear(amount);
      await user.type(amount, '10,5');
      expect(await screen.findByText('= 1.050 Basiseinheiten')).toBeInTheDocument();
    } finally {
      await changeLanguage('en', { persist: false });
    }
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
    await user.type(screen.getByRole('textbox', { name: /^Receiver wallet address/ }), RECEIVER);
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    await user.click(await screen.findByRole('button', { name: 'Mint' }));
    expect(await screen.findByText('amount exceeds what is left to mint: 100 base units.')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveValue('200');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  const receiverField = () => screen.getByRole('textbox', { name: /^Receiver wallet address/ });
  const memoField = () => screen.getByRole('textbox', { name: /^Memo/ });
  const openDialog = () => renderWithProviders(<MintDialog asset={asset} assetLabel="Green Bond (GRB)" allowance={allowance} onClose={() => undefined} />);
  /** Fill a valid mint, send it and confirm it. */
  const mintTyped = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(amountField(), '200');
    await user.type(receiverField(), RECEIVER);
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    await user.click(await screen.findByRole('button', { name: 'Mint' }));
  };

  it('puts the cursor on the first field the check refuses, in the order of the dialog', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    openDialog();
    await user.type(receiverField(), RECEIVER);
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    expect(amountField()).toHaveFocus();
    await user.type(amountField(), '10');
    await user.click(memoField());
    await user.paste('m'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    expect(memoField()).toHaveFocus();
    expect(memoField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the memo in code points, as the service does: 500 astral letters read 500/500 and go on to the confirmation, 501 are refused', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    openDialog();
    await user.type(amountField(), '200');
    await user.type(receiverField(), RECEIVER);
    await user.click(memoField());
    await user.paste('😀'.repeat(500));
    expect(screen.getByText('500/500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    // Not refused: the confirmation comes (and is cancelled here).
    const confirmation = (await screen.findByRole('button', { name: 'Mint' })).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(memoField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(memoField());
    await user.paste('𠀋');
    expect(screen.getByText('501/500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    expect(memoField()).toHaveAttribute('aria-invalid', 'true');
    expect(memoField()).toHaveAccessibleDescription('At most 500 characters.');
  });

  it("puts the reasons of a 200 data: false on the fields they name (.NET's casing too), not only in a notification", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, { data: false, errorMessageCodes: ['InvalidInput'], errors: [{ code: 'InvalidInput', field: 'ReceiverWalletAddress', message: 'The receiver has not opted in to this asset.' }] }),
      ),
    );
    const user = userEvent.setup();
    openDialog();
    await mintTyped(user);
    expect(await screen.findByText('The receiver has not opted in to this asset.', { selector: '[role="dialog"] *' })).toBeInTheDocument();
    expect(receiverField()).toHaveAttribute('aria-invalid', 'true');
    expect(receiverField()).toHaveFocus();
    expect(receiverField()).toHaveValue(RECEIVER);
    expect(amountField()).toHaveValue('200');
  });

  it('puts a 404 on a field on that field, and one on something the dialog does not show at its top', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          404,
          failed([
            { code: 'NotFound', field: 'receiverWalletAddress', message: 'No wallet with this address.' },
            { code: 'NotFound', field: 'tokenizedAssetId', message: 'Asset not found.' },
          ]),
        ),
      ),
    );
    const user = userEvent.setup();
    openDialog();
    await mintTyped(user);
    expect(await screen.findByText('No wallet with this address.')).toBeInTheDocument();
    expect(receiverField()).toHaveAttribute('aria-invalid', 'true');
    expect(receiverField()).toHaveFocus();
    expect(within(screen.getByRole('dialog', { name: 'Mint “Green Bond (GRB)”' })).getByRole('alert')).toHaveTextContent('Asset not found.');
  });

  it('puts the cursor on the first field on screen the service refuses, shows every reason for a field, and drops the amount\'s once it changes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          400,
          failed([
            { code: 'InvalidInput', field: 'memo', message: 'The memo holds a character the ledger refuses.' },
            { code: 'InvalidInput', field: 'Amount', message: 'amount exceeds what is left to mint.' },
            { code: 'InvalidInput', field: 'body.amount', message: 'amount must be a whole number of base units.' },
          ]),
        ),
      ),
    );
    const user = userEvent.setup();
    openDialog();
    await mintTyped(user);
    expect(await screen.findByText('amount exceeds what is left to mint. amount must be a whole number of base units.')).toBeInTheDocument();
    expect(amountField()).toHaveFocus();
    expect(memoField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The memo holds a character the ledger refuses.')).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '100');
    expect(screen.queryByText(/amount exceeds what is left to mint/)).toBeNull();
    expect(amountField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('says a reason-less 400 in the words of the app, not as a bare "HTTP 400"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => replay('real-400-no-body')));
    const user = userEvent.setup();
    openDialog();
    await mintTyped(user);
    const dialog = screen.getByRole('dialog', { name: 'Mint “Green Bond (GRB)”' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The mint request failed\. The service refused the request: It gave no reason/);
    // Once, in the dialog it concerns: no notification says it again.
    await expectSaidOnce(/It gave no reason/);
  });
});

describe('mint dialog across openings', () => {
  const keysSent: (string | null)[] = [];
  const mintOnce = async (answer: () => Promise<Response>) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        keysSent.push(input instanceof Request ? input.headers.get('Idempotency-Key') : null);
        return answer();
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<MintDialog asset={asset} assetLabel="Green Bond (GRB)" allowance={allowance} onClose={() => undefined} />);
    await user.type(amountField(), '12');
    await user.type(screen.getByRole('textbox', { name: /^Receiver wallet address/ }), RECEIVER);
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    await user.click(await screen.findByRole('button', { name: 'Mint' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Request mint' });
    unmount();
  };

  it('asks again with the same key after an answer was lost and the dialog was closed, and with a new one after a success', async () => {
    const lost = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const minted = async () => jsonResponse(200, { data: '5d1c3a0e-6f1b-4c53-9a43-3f0f2a7c9b11', errorMessageCodes: null, errors: null });
    await mintOnce(lost);
    await mintOnce(minted);
    await mintOnce(minted);
    expect(keysSent).toHaveLength(3);
    expect(keysSent[0]).toMatch(/\S/);
    // The same intent, asked again from a new dialog: the service can tell it is the mint that may have landed.
    expect(keysSent[1]).toBe(keysSent[0]);
    // After it succeeded, the same amount to the same wallet is another mint.
    expect(keysSent[2]).not.toBe(keysSent[1]);
  });

  it('asks with a new key after a refusal with reasons: the service minted nothing', async () => {
    keysSent.length = 0;
    const refused = async () => jsonResponse(400, failed([{ code: 'InvalidInput', field: 'receiverWalletAddress', message: 'Not opted in.' }]));
    await mintOnce(refused);
    await mintOnce(refused);
    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).not.toBe(keysSent[0]);
  });
});

describe('the receiver of a mint', () => {
  it.each([
    ['a word', 'hello', 'Not an address on Algorand: 58 characters, capital letters A–Z and digits 2–7.'],
    [
      'a typo (one character changed)',
      `${RECEIVER.slice(0, 10)}${RECEIVER[10] === 'A' ? 'B' : 'A'}${RECEIVER.slice(11)}`,
      'This is not a valid Algorand address: its checksum does not match, so a character is wrong. Copy it again from the wallet.',
    ],
  ])('is refused on its field, before anything is asked or sent, when it is no address on the asset’s chain: %s', async (_, typed, said) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<MintDialog asset={asset} assetLabel="Green Bond (GRB)" allowance={null} onClose={() => undefined} />);
    expect(screen.getByText('An account address on Algorand, the asset’s chain. Checked before anything is sent.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '10');
    const receiver = screen.getByRole('textbox', { name: /^Receiver wallet address/ });
    await user.type(receiver, typed);
    await user.click(screen.getByRole('button', { name: 'Request mint' }));
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(receiver).toHaveAttribute('aria-invalid', 'true');
    expect(receiver).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Mint' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
