import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../../shared/lib/feature-module';
import { jsonResponse, ok, requestUrl } from '../../test/render';
import { assetDetailsOptions } from './api/use-asset-details';
import { assetTransactionsOptions } from './api/asset-transactions-query';
import { assetsFeature } from './index';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const assetId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';

afterEach(() => {
  vi.unstubAllGlobals();
});

it("asks for everything the asset page shows at once: the asset, its transactions and the projects that name it, none waiting for another", async () => {
  const asked: string[] = [];
  const answers: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: unknown) => {
      const url = requestUrl(input);
      asked.push(new URL(url).pathname);
      // No answer until all three have been asked: a prefetch that waited for one answer before asking the next hangs.
      const body = url.includes('/Project/') ? [] : { count: 0, result: [] };
      return new Promise<Response>((resolve) => {
        answers.push(() => resolve(jsonResponse(200, ok(body))));
      });
    }),
  );
  const [match] = (matchRoutes(assetsFeature.routes, `/assets/${assetId}`) ?? []).slice(-1);
  const prefetch = (match?.route.handle as RouteHandle | undefined)?.prefetch;
  expect(prefetch).toBeDefined();
  const queryClient = new QueryClient();
  const done = prefetch?.({ params: match?.params ?? {}, queryClient, institutionId });
  await vi.waitFor(() => expect(asked).toHaveLength(3));
  expect(asked.sort()).toEqual([
    `/api/Project/${institutionId}`,
    `/api/Tokenization/${institutionId}/tokenized-assets/${assetId}`,
    `/api/Transaction/institutionId/${institutionId}`,
  ]);
  for (const answer of answers) answer();
  await done;
  expect(queryClient.getQueryCache().getAll().filter((q) => q.state.status === 'success')).toHaveLength(3);
  // Under the keys the page reads them with: it finds them answered instead of asking again.
  expect(queryClient.getQueryData(assetDetailsOptions(institutionId, assetId).queryKey)).toBeDefined();
  expect(queryClient.getQueryData(assetTransactionsOptions(institutionId, assetId).queryKey)).toEqual({ count: 0, result: [] });
});
