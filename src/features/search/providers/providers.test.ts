import { describe, expect, it } from 'vitest';
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
