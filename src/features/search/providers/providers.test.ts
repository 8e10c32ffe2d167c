import { describe, expect, it } from 'vitest';
import type { TokenizedAssetDto } from '../../../api/generated/types.gen';
import { matchAssets } from './assets-provider';
import { customerCriteria } from './customers-provider';
import { providersFor } from './index';

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

describe('asset search', () => {
  const asset = (id: string, name: string | null, unitName: string | null) => ({ id, name, unitName }) as TokenizedAssetDto;

  it('finds assets by name or unit name, the exact unit-name match first and once', () => {
    const list = [asset('1', 'Green Energy Bond 2027', 'GEB27'), asset('2', 'Alpine RE Ordinary Shares', 'ARES'), asset('3', 'Geb Tap', 'GEB27T')];
    expect(matchAssets(list, 'energy').map((a) => a.id)).toEqual(['1']);
    expect(matchAssets(list, 'ares').map((a) => a.id)).toEqual(['2']);
    expect(matchAssets(list, 'GEB27', [list[0]]).map((a) => a.id)).toEqual(['1', '3']);
  });
});
