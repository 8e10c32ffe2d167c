import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_PROFILE_ID, profileStore } from '../../../shared/environment';
import { expectSaidOnce, failed, jsonResponse, ok, renderWithProviders, requestUrl } from '../../../test/render';
import { FinalizeDialog } from './finalize-dialog';

const assetId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';
const passphraseField = () => screen.getByLabelText(/^Passphrase/) as HTMLInputElement;
const openDialog = () =>
  renderWithProviders(<FinalizeDialog assetId={assetId} assetLabel="Green Bond (GRB)" onClose={() => undefined} onFinalized={() => undefined} />);

beforeEach(() => {
  act(() => {
    profileStore.upsert({ id: 'prod', name: 'Prod EU', kind: 'Production', baseUrl: window.location.origin, apiUrl: window.location.origin, institutionId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', apiKey: 'k' });
    profileStore.activate('prod');
  });
});

afterEach(() => {
  act(() => profileStore.activate(LOCAL_PROFILE_ID));
  vi.unstubAllGlobals();
});

describe('finalize dialog', () => {
  it('empties the passphrase when the Production confirmation is cancelled, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    openDialog();
    await user.type(passphraseField(), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(passphraseField()).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the passphrase in code points, as the service does: four astral letters (eight UTF-16 units) are too short', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    openDialog();
    await user.click(passphraseField());
    await user.paste('🔑🔐🔒🗝');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('At least 8 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The refused passphrase was emptied (as after every try); a new one of eight astral letters.
    await user.click(passphraseField());
    await user.paste('🔑'.repeat(8));
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    // Long enough: the Production confirmation comes.
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a passphrase of 256 astral letters whole (the input does not cut it at 256 UTF-16 units) and refuses 257 on the field', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    openDialog();
    await user.click(passphraseField());
    await user.paste('🔑'.repeat(257));
    expect((passphraseField() as HTMLInputElement).value).toBe('🔑'.repeat(257));
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('At most 256 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(passphraseField());
    await user.paste('🔑'.repeat(256));
    expect((passphraseField() as HTMLInputElement).value).toBe('🔑'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    // Within the limit: the Production confirmation comes.
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not invite password managers to save the signing passphrase', () => {
    openDialog();
    expect(passphraseField()).toHaveAttribute('type', 'password');
    expect(passphraseField()).toHaveAttribute('autocomplete', 'off');
  });

  it('a Finalize refused as finalized already, its first answer lost, ends as finalized when the asset is; otherwise the refusal shows', async () => {
    let status = 'Finalized';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        if (input instanceof Request && input.method === 'PUT') return jsonResponse(409, failed([{ code: 'Conflict', field: 'tokenizedAssetId', message: 'The asset is finalized already.' }]));
        expect(requestUrl(input)).toContain(`/tokenized-assets/${assetId}`);
        return jsonResponse(200, ok({ asset: { id: assetId, status }, transfers: [], openOptInRequests: [], holders: [], circulatingSupply: 0 }));
      }),
    );
    const finalized = vi.fn();
    const user = userEvent.setup();
    act(() => profileStore.activate(LOCAL_PROFILE_ID));
    const { unmount } = renderWithProviders(<FinalizeDialog assetId={assetId} assetLabel="Green Bond (GRB)" onClose={() => undefined} onFinalized={finalized} />);
    await user.type(passphraseField(), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    await vi.waitFor(() => expect(finalized).toHaveBeenCalledWith(expect.objectContaining({ id: assetId, status: 'Finalized' })));
    expect(screen.queryByText('The asset is finalized already.')).not.toBeInTheDocument();
    unmount();

    status = 'Initialized';
    renderWithProviders(<FinalizeDialog assetId={assetId} assetLabel="Green Bond (GRB)" onClose={() => undefined} onFinalized={finalized} />);
    await user.type(passphraseField(), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('The asset is finalized already.')).toBeInTheDocument();
    expect(finalized).toHaveBeenCalledTimes(1);
  });

  it('a refused passphrase gives its field the focus for the next try; a refusal no field can take focuses the message', async () => {
    let answer = failed([{ code: 'Invalid', field: 'passphrase', message: 'The passphrase does not open the signing key.' }]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, answer)),
    );
    const user = userEvent.setup();
    act(() => profileStore.activate(LOCAL_PROFILE_ID));
    openDialog();
    await user.type(passphraseField(), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('The passphrase does not open the signing key.')).toBeInTheDocument();
    expect(passphraseField()).toHaveFocus();
    expect(passphraseField()).toHaveValue('');

    answer = failed([{ code: 'Invalid', field: 'network', message: 'The asset has no network.' }]);
    await user.type(passphraseField(), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The asset has no network.');
    expect(alert).toHaveFocus();
  });

  it('a finalize that cannot reach the service says the passphrase must be entered again, not that nothing typed is lost', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    act(() => profileStore.activate(LOCAL_PROFILE_ID));
    openDialog();
    await user.type(passphraseField(), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    // Said once, in the dialog, after what failed.
    await screen.findByText(/The service cannot be reached/);
    await expectSaidOnce(/The service cannot be reached/);
    const message = screen.getByText(/The service cannot be reached/);
    expect(message).toHaveTextContent(/^The asset could not be finalized\. Offline: The service cannot be reached\./);
    expect(message.textContent).not.toMatch(/typed is lost/);
    expect(message).toHaveTextContent(/The passphrase is not kept: enter it again to retry\.$/);
    expect(passphraseField()).toHaveValue('');
  });
});
