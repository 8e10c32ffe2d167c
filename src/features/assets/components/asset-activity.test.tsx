import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { TxDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { jsonResponse, ok, renderWithProviders } from '../../../test/render';
import { AssetTransactions } from './asset-activity';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const assetId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';
const tx = (id: string, txStatus: string, txAction = 'MintAsset') =>
  ({ id, txId: `TX-${id}`, txAction, txStatus, amount: 5, toAddress: null, createdAt: '2026-01-01T00:00:00Z' }) as unknown as TxDto;

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, ok({ count: 2, result: [tx('1', 'Successful', 'IssueAsset'), tx('2', 'Parked')] }))));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en', { persist: false });
});

it("names a transaction's status and action in the user's language, and ones the dashboard has no text for as the service sent them", async () => {
  await changeLanguage('de', { persist: false });
  renderWithProviders(<AssetTransactions assetId={assetId} />);
  expect(await screen.findByText('Erfolgreich')).toBeInTheDocument();
  expect(screen.queryByText('Successful')).not.toBeInTheDocument();
  expect(screen.getByText('Parked')).toBeInTheDocument();
  expect(screen.getByText('Asset ausgeben')).toBeInTheDocument();
  expect(screen.getByText('MintAsset')).toBeInTheDocument();
});
