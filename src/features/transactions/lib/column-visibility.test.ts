import { describe, expect, it } from 'vitest';
import { DEFAULT_VISIBILITY, loadColumnVisibility, saveColumnVisibility } from './column-visibility';

describe('column choices per browser', () => {
  it('remembers the chosen columns and falls back to the defaults when the entry is missing or damaged', () => {
    localStorage.clear();
    expect(loadColumnVisibility()).toEqual(DEFAULT_VISIBILITY);
    saveColumnVisibility({ fromAddress: false, updatedAt: true });
    expect(loadColumnVisibility()).toEqual({ fromAddress: false, updatedAt: true });
    localStorage.setItem('registry.transactions.columns', '{not json');
    expect(loadColumnVisibility()).toEqual(DEFAULT_VISIBILITY);
    localStorage.setItem('registry.transactions.columns', '{"toAddress":"yes","note":false}');
    expect(loadColumnVisibility()).toEqual({ ...DEFAULT_VISIBILITY, note: false });
  });
});
