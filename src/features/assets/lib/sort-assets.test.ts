import { describe, expect, it } from 'vitest';
import type { TokenizedAssetDto } from '../../../api/generated/types.gen';
import { sortAssets } from './sort-assets';

const asset = (id: string, kind: TokenizedAssetDto['kind'], status: TokenizedAssetDto['status']) =>
  ({ id, kind, status, createdAt: `2026-11-0${id}T00:00:00Z`, name: id, unitName: id, isin: id, projectId: null, totalSupply: 1 }) as TokenizedAssetDto;

const GERMAN: Record<string, string> = { Bond: 'Anleihe', Share: 'Aktie', Other: 'Sonstiges', Initialized: 'Initialisiert', Finalized: 'Finalisiert' };
const german = (_column: 'kind' | 'status', value: string) => GERMAN[value] ?? value;

describe('sortAssets', () => {
  it('sorts kind and state by the words the table shows in the user\'s language', () => {
    const assets = [asset('1', 'Bond', 'Initialized'), asset('2', 'Share', 'Finalized'), asset('3', 'Other', 'Initialized')];
    expect(sortAssets(assets, 'kind', 'asc', 'de', () => '', german).map((a) => a.kind)).toEqual(['Share', 'Bond', 'Other']);
    expect(sortAssets(assets, 'status', 'asc', 'de', () => '', german).map((a) => a.status)).toEqual(['Finalized', 'Initialized', 'Initialized']);
    // In English the words are the service's own.
    expect(sortAssets(assets, 'kind', 'asc', 'en', () => '').map((a) => a.kind)).toEqual(['Bond', 'Other', 'Share']);
  });
});
