import { describe, expect, it } from 'vitest';
import type { TransactionQueryDto, TxDto } from '../../../api/generated/types.gen';
import { EXPORT_PAGE_SIZE, exportTransactions } from './export-transactions';
import { csvCell, csvHeader, csvRows } from './transactions-csv';

function tx(i: number): TxDto {
  return {
    id: `id-${i}`,
    txId: `TX${i}`,
    institutionId: 'inst',
    projectId: null,
    tokenizedAssetId: null,
    unitName: 'BOND',
    txAction: 'TxAsset',
    txStatus: 'New',
    blockchain: 'Algorand',
    fromAddress: 'A',
    toAddress: 'B',
    amount: 0.1 + i,
    fee: null,
    note: i === 1 ? 'says "hi", then\nleaves' : null,
    retryCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    confirmedAt: null,
  };
}

/**
 * A fake paginated query over `total` rows that records what it was asked; with `estimate`, it answers that
 * count flagged as an estimate (the service's answer for a large view), whatever the real number is.
 */
function ledger(total: number, estimate?: number) {
  const calls: TransactionQueryDto[] = [];
  const fetchPage = async (body: TransactionQueryDto) => {
    calls.push(body);
    const skip = body.skip ?? 0;
    const result = Array.from({ length: Math.max(0, Math.min(body.take ?? 25, total - skip)) }, (_, i) => tx(skip + i));
    return estimate === undefined ? { count: total, result } : { count: estimate, countIsEstimate: true, result };
  };
  return { calls, fetchPage };
}

describe('CSV export of a filtered view', () => {
  it('reads every page (not capped at a page or a thousand), pinned to the export start, with progress', async () => {
    const { calls, fetchPage } = ledger(1234);
    const progress: number[] = [];
    const now = new Date('2026-03-01T00:00:00.000Z');
    const parts = await exportTransactions({ txStatus: 'New', take: 25, skip: 50 }, fetchPage, { signal: new AbortController().signal, onProgress: (p) => progress.push(p.done), now });
    const lines = parts.join('').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 1234);
    expect(calls.every((c) => c.take === EXPORT_PAGE_SIZE && c.txStatus === 'New' && c.createdTo === now.toISOString())).toBe(true);
    expect(calls.map((c) => c.skip)).toEqual([0, 200, 400, 600, 800, 1000, 1200]);
    expect(progress.at(-1)).toBe(1234);
  });

  it('reads a view whose count is an estimate below the real number to its end, with a total never below what was read', async () => {
    const { fetchPage } = ledger(1234, 900);
    const progress: { done: number; total: number }[] = [];
    const parts = await exportTransactions({ createdFrom: '2026-01-01T00:00:00Z' }, fetchPage, { signal: new AbortController().signal, onProgress: (p) => progress.push(p) });
    expect(parts.join('').split('\r\n').filter(Boolean)).toHaveLength(1 + 1234);
    expect(progress.every((p) => p.total >= p.done)).toBe(true);
    expect(progress.at(-1)).toEqual({ done: 1234, total: 1234, estimated: true });
  });

  it('stops when cancelled and rejects, so nothing half-done is saved', async () => {
    const controller = new AbortController();
    const { fetchPage } = ledger(5000);
    const run = exportTransactions({}, fetchPage, { signal: controller.signal, onProgress: (p) => p.done >= 400 && controller.abort() });
    await expect(run).rejects.toThrow();
  });

  it('writes RFC 4180 cells, exact numbers, and defuses spreadsheet formulas', () => {
    expect(csvHeader().startsWith('id,txId,institutionId,')).toBe(true);
    expect(csvRows([tx(1)])).toContain('"says ""hi"", then\nleaves"');
    expect(csvRows([tx(1)])).toContain(',1.1,');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe('');
  });

  it('adds the amount in the asset’s units (exact) after the service’s base units, empty where the decimals are not known', () => {
    const asset = '11111111-2222-4333-8444-555555555555';
    const rows = [{ ...tx(2), tokenizedAssetId: asset, amount: 150 }, { ...tx(3), tokenizedAssetId: asset, amount: 2 ** 60 }, { ...tx(4), amount: 150 }];
    const lines = csvRows(rows, new Map([[asset, 2]])).split('\r\n');
    expect(csvHeader().trim().endsWith(',confirmedAt,amountInAssetUnits')).toBe(true);
    expect(lines[0].endsWith(',1.5')).toBe(true);
    expect(lines[0]).toContain(',150,');
    expect(lines[1].endsWith(',11529215046068469.76')).toBe(true);
    expect(lines[2].endsWith(',')).toBe(true);
  });
});
