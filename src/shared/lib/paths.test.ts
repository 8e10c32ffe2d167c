import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('links into the transaction grid', () => {
  it('filter on the project or asset with the parameters the grid reads', () => {
    expect(paths.transactionsOf({ project: 'p 1' })).toBe('/transactions?project=p+1');
    expect(paths.transactionsOf({ asset: 'a-1', project: '' })).toBe('/transactions?asset=a-1');
  });
});
