import { expect, it } from 'vitest';
import { benchPages, selectedBenchPages } from './pages';

it('measures every page unless BENCH_PAGES names some, and refuses a name that is no page', () => {
  expect(selectedBenchPages(undefined)).toBe(benchPages);
  expect(selectedBenchPages(' ')).toBe(benchPages);
  expect(selectedBenchPages('/transactions, /customers/:id/kyc').map((page) => page.name)).toEqual(['/transactions', '/customers/:id/kyc']);
  expect(() => selectedBenchPages('/transactions,/kyc')).toThrow(/BENCH_PAGES names no page: \/kyc/);
});
