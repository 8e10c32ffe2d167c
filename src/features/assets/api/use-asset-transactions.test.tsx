import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { TxDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { createTestQueryClient } from '../../../test/render';
import { assetDetailsOptions } from './use-asset-details';
import { assetTransactionsOptions } from './asset-transactions-query';
import { useAssetTransactions } from './use-asset-transactions';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const assetA = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';
const assetB = '5c1e8a2b-7d4f-4e3a-9b6c-2d1f0e9a8b7c';

const tx = (id: string, txStatus: TxDto['txStatus']) => ({ id, txStatus }) as TxDto;

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'key' });
  // The answers come from the cache; a request asked again stays unanswered, leaving them as they are.
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
});

afterEach(() => vi.unstubAllGlobals());

function setUp() {
  const queryClient = createTestQueryClient();
  const answer = (assetId: string, result: TxDto[]) =>
    queryClient.setQueryData(assetTransactionsOptions(institutionId, assetId).queryKey, { count: result.length, result });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const detailsAsked = (assetId: string) =>
    invalidate.mock.calls.some(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(assetDetailsOptions(institutionId, assetId).queryKey));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { answer, detailsAsked, wrapper };
}

it("asks for the asset's figures again when a pending transaction of it settles", async () => {
  const { answer, detailsAsked, wrapper } = setUp();
  answer(assetA, [tx('t1', 'New')]);
  renderHook(() => useAssetTransactions(assetA), { wrapper });
  expect(detailsAsked(assetA)).toBe(false);
  act(() => void answer(assetA, [tx('t1', 'Successful')]));
  // The cache tells its observers in a later task.
  await waitFor(() => expect(detailsAsked(assetA)).toBe(true));
});

it('does not take moving to another asset for a settling of the first one’s pending transactions', async () => {
  const { answer, detailsAsked, wrapper } = setUp();
  answer(assetA, [tx('t1', 'New')]);
  answer(assetB, [tx('t2', 'Successful')]);
  const { rerender } = renderHook(({ assetId }) => useAssetTransactions(assetId), { wrapper, initialProps: { assetId: assetA } });
  await act(async () => rerender({ assetId: assetB }));
  expect(detailsAsked(assetB)).toBe(false);
  expect(detailsAsked(assetA)).toBe(false);
});
