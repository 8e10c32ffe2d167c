import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileStore } from '../shared/environment';
import { failed, jsonResponse, ok } from '../test/render';
import type { TransactionQueryDto } from './generated/types.gen';
import { transactionsQueryKey, transactionsQueryOptions } from './transactions-query';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const body: TransactionQueryDto = { tokenizedAssetId: '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f', take: 20, skip: 0, sortPath: 'createdAt', sortDirection: 'desc' };

beforeEach(() => profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' }));
afterEach(() => vi.unstubAllGlobals());

describe('the QueryTransactions read every view of the transactions goes through', () => {
  it('is keyed by what it asks: the same body (built anew) is the same entry, another body another one', () => {
    const key = transactionsQueryOptions(institutionId, body).queryKey;
    expect(key).toEqual([{ _id: 'queryTransactions', baseUrl: expect.any(String), path: { institutionId }, body }]);
    expect(transactionsQueryOptions(institutionId, { ...body }).queryKey).toEqual(key);
    expect(transactionsQueryKey(institutionId, { ...body, skip: 20 })).not.toEqual(key);
    expect(transactionsQueryKey('5b0e7f7a-3c1e-4d53-9a55-2f0b8c7d9e11', body)).not.toEqual(key);
  });

  it('posts the body through the generated SDK and answers the page inside the envelope', async () => {
    const page = { count: 1, result: [{ id: 'tx-1' }] };
    const fetchMock = vi.fn(async (_input: Request) => jsonResponse(200, ok(page)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(new QueryClient().fetchQuery(transactionsQueryOptions(institutionId, body))).resolves.toEqual(page);
    const [request] = fetchMock.mock.calls[0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe(`/api/Transaction/institutionId/${institutionId}`);
    await expect(request.json()).resolves.toEqual(body);
  });

  it('rejects with the failure the service answered', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(400, failed([{ code: 'InvalidInput', field: 'take', message: 'take is at most 100.' }]))));
    await expect(new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(transactionsQueryOptions(institutionId, body))).rejects.toMatchObject({
      kind: 'validation',
      errors: [{ field: 'take', message: 'take is at most 100.' }],
    });
  });
});
