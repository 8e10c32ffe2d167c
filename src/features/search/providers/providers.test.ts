import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../api/clients';
import type { TokenizedAssetDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { replay, type RecordedAnswer } from '../../../test/recorded-answers';
import { failed, jsonResponse, ok } from '../../../test/render';
import { assetsProvider, matchAssets } from './assets-provider';
import { customerCriteria } from './customers-provider';
import { providersFor } from './index';
import { transactionsProvider } from './transactions-provider';
import { changeLanguage, i18n } from '../../../shared/i18n/i18n';
import type { TFunction } from '../../../shared/i18n/translator';

const t: TFunction = (key, options) => i18n.t(key, options);

describe('global search sources', () => {
  it('only search what has a screen to open: projects now, the others once their pages are registered', () => {
    expect(providersFor(new Set(['projects', 'settings'])).map((p) => p.id)).toEqual(['projects']);
    expect(providersFor(new Set(['projects', 'assets', 'customers', 'transactions'])).map((p) => p.id)).toEqual([
      'projects',
      'assets',
      'customers',
      'transactions',
    ]);
  });

  it('find a customer by e-mail, by one name, or by first and last name', () => {
    expect(customerCriteria(' anna@example.org ')).toEqual([{ email: 'anna@example.org' }]);
    expect(customerCriteria('Schmidt')).toEqual([{ firstname: 'Schmidt' }, { lastname: 'Schmidt' }, { email: 'Schmidt' }]);
    expect(customerCriteria('Anna  Maria Schmidt')).toEqual([{ firstname: 'Anna', lastname: 'Maria Schmidt' }, { lastname: 'Anna  Maria Schmidt' }]);
  });
});

// Exact look-ups: "nothing matches" may come as our 404, or as the real service's 400 with or without a body.
describe('exact look-ups against the answers the real service may give', () => {
  const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
  const context = () => ({ institutionId, queryClient: new QueryClient(), signal: new AbortController().signal, t });

  beforeEach(() => profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' }));
  /** The exact look-ups answer `answer`; the asset list, our extension, is absent (404) as on the real service. */
  const lookUpsAnswer = (answer: () => Response) =>
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      return /\/tokenized-assets(\?|$)/.test(url) ? jsonResponse(404, failed([{ code: 'NotFound', message: 'Not found.' }])) : answer();
    });
  afterEach(() => vi.unstubAllGlobals());

  it.each<RecordedAnswer>(['real-400-no-body', 'real-400-not-json', 'ours-404-download-extract'])('%s: no result, not a failed search', async (answer) => {
    vi.stubGlobal('fetch', lookUpsAnswer(() => replay(answer)));
    await expect(assetsProvider.search('SOLAR', context())).resolves.toEqual([]);
    await expect(transactionsProvider.search('TX-4711', context())).resolves.toEqual([]);
  });

  it("a transaction found names its action and status in the user's language, and ones without a text as sent", async () => {
    const tx = (txAction: string, txStatus: string) => ({ id: '3f2504e0-4f89-41d3-9a0c-0305e82c33a1', txId: 'TX-4711', txAction, txStatus, unitName: 'SOLAR' });
    await changeLanguage('de', { persist: false });
    try {
      vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, ok({ count: 2, result: [tx('IssueAsset', 'Successful'), tx('MintAsset', 'Parked')] }))));
      const hits = await transactionsProvider.search('TX-4711', context());
      expect(hits.map((hit) => hit.secondary)).toEqual(['Asset ausgeben · Erfolgreich · SOLAR', 'MintAsset · Parked · SOLAR']);
    } finally {
      await changeLanguage('en', { persist: false });
    }
  });

  it('a 400 naming the unit name is no result; a 400 naming the institution is a failed search', async () => {
    const answer = (field: string) => jsonResponse(400, failed([{ code: 'InvalidInput', message: 'not valid', field }]));
    vi.stubGlobal('fetch', lookUpsAnswer(() => answer('tokenized-asset-unit-name')));
    await expect(assetsProvider.search('SOLAR', context())).resolves.toEqual([]);
    vi.stubGlobal('fetch', lookUpsAnswer(() => answer('institutionId')));
    await expect(assetsProvider.search('SOLAR', context())).rejects.toMatchObject({ kind: 'validation', status: 400 });
  });

  it('a 5xx is a failed search', async () => {
    vi.stubGlobal('fetch', lookUpsAnswer(() => replay('real-500-no-body')));
    await expect(assetsProvider.search('SOLAR', context())).rejects.toMatchObject({ kind: 'server' });
  });
});

describe('asset search', () => {
  const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
  const solar = { id: '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f', name: 'Solar Park Note', unitName: 'SOLAR', isin: 'XS0000000001' };
  afterEach(() => vi.unstubAllGlobals());

  // The list (ListTokenizedAssets) is our extension: the real service has none and answers 404 there, or it fails.
  it.each<[string, () => Response]>([
    ['absent (404)', () => jsonResponse(404, failed([{ code: 'NotFound', message: 'Not found.' }]))],
    ['failing (500)', () => replay('real-500-no-body')],
  ])('keeps the exact unit-name hit when the list is %s', async (_, listAnswer) => {
    profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        return url.includes('/tokenized-assets/unit/SOLAR') ? jsonResponse(200, ok(solar)) : listAnswer();
      }),
    );
    const hits = await assetsProvider.search('SOLAR', { institutionId, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }), signal: new AbortController().signal, t });
    expect(hits).toEqual([{ id: solar.id, primary: 'SOLAR', secondary: 'Solar Park Note · XS0000000001', href: `/assets/${solar.id}` }]);
  });

  /**
   * The service behind the asset search: the list (our extension) answers Solar, or is absent (404) as on the real
   * service; an exact unit-name look-up finds nothing. Every requested URL is kept; one query client for the searches.
   */
  const assetService = ({ list }: { list: boolean }) => {
    profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        requested.push(url);
        return list && !url.includes('/tokenized-assets/unit/') ? jsonResponse(200, ok([solar])) : jsonResponse(404, failed([{ code: 'NotFound', message: 'Not found.' }]));
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const search = (query: string) => assetsProvider.search(query, { institutionId, queryClient, signal: new AbortController().signal, t });
    return { requested, search };
  };

  it('never puts a text longer than a unit name can be (an e-mail, a full name) into a request path', async () => {
    const { requested, search } = assetService({ list: true });
    expect(await search('zelda.hyrule@example.org')).toEqual([]);
    expect(await search('Solar Park')).toEqual([expect.objectContaining({ id: solar.id })]); // by name, from the list
    expect(requested.filter((url) => url.includes('/unit/'))).toEqual([]);
  });

  it('with the list, finds the exact unit name in it and puts nothing typed into a request path (a 404 there names the text in the console)', async () => {
    const { requested, search } = assetService({ list: true });
    expect(await search('Jürgen')).toEqual([]); // a first name, 7 bytes: could be a unit name
    expect(await search(' SOLAR ')).toEqual([expect.objectContaining({ id: solar.id })]);
    expect(requested.filter((url) => url.includes('/unit/'))).toEqual([]);
  });

  it('without the list (the real service), a text that can be a unit name is looked up exactly, a longer one is not', async () => {
    const { requested, search } = assetService({ list: false });
    expect(await search('zelda.hyrule@example.org')).toEqual([]);
    expect(requested.filter((url) => url.includes('/unit/'))).toEqual([]);
    await search('SOLÄR'); // 6 bytes: can be a unit name
    expect(requested.filter((url) => url.includes('/unit/'))).toHaveLength(1);
  });

  const asset = (id: string, name: string | null, unitName: string | null) => ({ id, name, unitName }) as TokenizedAssetDto;

  it('finds assets by name or unit name, the exact unit-name match first and once', () => {
    const list = [asset('1', 'Green Energy Bond 2027', 'GEB27'), asset('2', 'Alpine RE Ordinary Shares', 'ARES'), asset('3', 'Geb Tap', 'GEB27T')];
    expect(matchAssets(list, 'energy').map((a) => a.id)).toEqual(['1']);
    expect(matchAssets(list, 'ares').map((a) => a.id)).toEqual(['2']);
    expect(matchAssets(list, 'GEB27', [list[0]]).map((a) => a.id)).toEqual(['1', '3']);
  });
});
