import { expect, type APIRequestContext } from '@playwright/test';
import { isinCheckDigit } from '../../src/features/assets/lib/isin';
import type { DemoProfile } from './app';

const DISTRIBUTOR = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

export interface ApiAsset {
  id: string;
  name: string;
  unitName: string;
  /** The dialog titles and notices name the asset so. */
  label: string;
}

/** A unit name (at most 8 bytes) and an ISIN with a valid check digit that no other run uses. */
export function uniqueAssetIdentifiers(prefix: string) {
  const tag = `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36).padStart(2, '0')}`.toUpperCase();
  const unitName = `${prefix}${tag}`.slice(0, 8);
  const body = `XS${tag.padStart(9, '0')}`.slice(0, 11);
  return { unitName, isin: `${body}${isinCheckDigit(body)}` };
}

/** A bond initialized and finalized through the contract on the service at `origin`, as another user would have. */
export async function finalizedAssetViaApi(
  request: APIRequestContext,
  origin: string,
  demo: DemoProfile,
  { totalSupply, decimals, prefix }: { totalSupply: number; decimals: number; prefix: string },
): Promise<ApiAsset> {
  const headers = { 'X-API-KEY': demo.apiKey };
  const { unitName, isin } = uniqueAssetIdentifiers(prefix);
  const name = `Api Note ${unitName}`;
  const init = await request.post(`${origin}/api/Tokenization/${demo.institutionId}/tokenized-assets`, {
    headers,
    data: { name, unitName, isin, issuerName: 'Api Issuer AG', totalSupply, decimals, distributorWalletId: DISTRIBUTOR, kind: 'Bond' },
  });
  expect(init.ok(), await init.text()).toBe(true);
  const id = ((await init.json()) as { data: { id: string } }).data.id;
  const done = await request.put(`${origin}/api/Tokenization/${demo.institutionId}/tokenized-assets/${id}`, { headers, data: { passphrase: 'correct horse battery staple' } });
  expect(done.ok(), await done.text()).toBe(true);
  return { id, name, unitName, label: `${name} (${unitName})` };
}

/** What the service says of an asset's mints: its mint transactions and the base units minted and still pending. */
export async function mintsOf(request: APIRequestContext, origin: string, demo: DemoProfile, assetId: string) {
  const headers = { 'X-API-KEY': demo.apiKey };
  const listed = await request.post(`${origin}/api/Transaction/institutionId/${demo.institutionId}`, { headers, data: { tokenizedAssetId: assetId, take: 200 } });
  expect(listed.ok()).toBe(true);
  const transactions = ((await listed.json()) as { data: { result: { txAction: string }[] } }).data.result.filter((t) => t.txAction === 'TxAsset');
  const details = await request.get(`${origin}/api/Tokenization/${demo.institutionId}/tokenized-assets/${assetId}`, { headers });
  expect(details.ok()).toBe(true);
  const data = ((await details.json()) as { data: { mintedSupply?: string; pendingMintSupply?: string } }).data;
  return { transactions: transactions.length, minted: data.mintedSupply, pending: data.pendingMintSupply };
}
