import { describe, expect, it } from 'vitest';
import { filterErrors, filterKeysBeside, fixedAsUrlFilter, fixedFilterKey, gridParamsFor, localToIso, localToIsoEnd, toQueryBody, TX_FILTER_KEYS } from './transaction-list';

const list = { page: 2, pageSize: 50, sort: 'amount' as const, order: 'asc' as const, filters: {} };
const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('transaction list state to QueryTransactions body', () => {
  it('pages with take/skip, sorts, and leaves unset filters out so equal views share one cache key', () => {
    expect(toQueryBody(list, '  ')).toEqual({ take: 50, skip: 100, sortPath: 'amount', sortDirection: 'asc' });
  });

  it('sends every filter under the contract name, search text trimmed', () => {
    const body = toQueryBody(
      { ...list, filters: { status: 'Retrying', blockchain: 'Polygon', action: 'OptIn', txId: ' ABC ', asset: UUID, project: UUID, from: '2026-01-01T10:00', to: '2026-01-02T10:00' } },
      ' coupon ',
    );
    expect(body).toMatchObject({
      txStatus: 'Retrying',
      blockchains: 'Polygon',
      txActions: 'OptIn',
      txId: 'ABC',
      tokenizedAssetId: UUID,
      projectId: UUID,
      searchText: 'coupon',
      createdFrom: new Date('2026-01-01T10:00').toISOString(),
      // The whole minute the "to" field shows: the service's bound is inclusive.
      createdTo: new Date('2026-01-02T10:00:59.999').toISOString(),
    });
  });

  it('a "to" time keeps the transactions of the minute (or second) it names', () => {
    expect(localToIsoEnd('2026-11-27T20:34')).toBe(new Date('2026-11-27T20:34:59.999').toISOString());
    expect(localToIsoEnd('2026-11-27T20:34:10')).toBe(new Date('2026-11-27T20:34:10.999').toISOString());
    expect(localToIsoEnd('')).toBeUndefined();
    expect(localToIsoEnd('yesterday')).toBeUndefined();
  });

  it('drops values a pasted URL got wrong instead of sending them, and says which field is wrong', () => {
    const filters = { status: 'Pending', asset: 'not-a-uuid', from: '2026-02-01T00:00', to: '2026-01-01T00:00' };
    expect(filterErrors(filters)).toEqual({ asset: 'invalidUuid', to: 'invalidRange' });
    // The all-zero id, which the service reads as no filter: the view would claim a filter it does not apply.
    expect(filterErrors({ project: '00000000-0000-0000-0000-000000000000', asset: '3F2504E0-4F89-41D3-9A0C-0305E82C3301' })).toEqual({ project: 'invalidUuid' });
    const body = toQueryBody({ ...list, filters }, '');
    expect(body.txStatus).toBeUndefined();
    expect(body.tokenizedAssetId).toBeUndefined();
    expect(body.createdTo).toBeUndefined();
    expect(body.createdFrom).toBe(new Date('2026-02-01T00:00').toISOString());
    expect(filterErrors({ from: 'yesterday' })).toEqual({ from: 'invalidDate' });
    expect(localToIso('')).toBeUndefined();
  });

  it('a fixed project or asset (a tab on their page) wins over the URL', () => {
    expect(toQueryBody({ ...list, filters: { project: UUID } }, '', { projectId: 'fixed' }).projectId).toBe('fixed');
    const onAsset = toQueryBody({ ...list, filters: { asset: UUID, project: UUID } }, '', { tokenizedAssetId: 'fixed-asset' });
    expect(onAsset.tokenizedAssetId).toBe('fixed-asset');
    // The other id filter still narrows a fixed view (an asset of the project, a project of the asset).
    expect(onAsset.projectId).toBe(UUID);
  });

  it('a fixed view neither reads nor counts the filter it is fixed on, and opens on the transactions page as a URL filter', () => {
    expect(filterKeysBeside('project')).not.toContain('project');
    expect(filterKeysBeside('project')).toContain('asset');
    expect(filterKeysBeside('asset')).not.toContain('asset');
    expect(filterKeysBeside()).toEqual(TX_FILTER_KEYS);
    // The same array on every call: the list state hook memoises on it.
    expect(filterKeysBeside('asset')).toBe(filterKeysBeside('asset'));
    expect(fixedFilterKey({ projectId: UUID })).toBe('project');
    expect(fixedFilterKey({ tokenizedAssetId: UUID })).toBe('asset');
    expect(fixedAsUrlFilter({ tokenizedAssetId: UUID })).toEqual({ asset: UUID });
    expect(fixedAsUrlFilter({ projectId: UUID })).toEqual({ project: UUID });
  });

  it('opens a tab’s view in the grid with its filters, search, sort and size, not just the project (the page starts over)', () => {
    expect(gridParamsFor({ projectId: UUID }, '?tab=transactions&status=Failed&q=coupon&sort=amount&order=asc&size=50&page=3')).toEqual({
      status: 'Failed',
      q: 'coupon',
      sort: 'amount',
      order: 'asc',
      size: '50',
      project: UUID,
    });
    expect(gridParamsFor({ tokenizedAssetId: UUID }, '')).toEqual({ asset: UUID });
  });
});
