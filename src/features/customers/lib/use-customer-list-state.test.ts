import { describe, expect, it } from 'vitest';
import { parseCustomerListState } from './use-customer-list-state';

describe('customer list state in the URL', () => {
  it('reads page, size, sort and search', () => {
    expect(parseCustomerListState(new URLSearchParams('page=3&size=50&sort=createdAt&dir=desc&q=weiß&in=lastname'))).toEqual({
      page: 2,
      pageSize: 50,
      sort: { field: 'createdAt', direction: 'desc' },
      search: 'weiß',
      searchField: 'lastname',
    });
  });

  it('falls back to defaults for missing or malformed values', () => {
    expect(parseCustomerListState(new URLSearchParams('page=-1&size=7&sort=password&dir=up&in=phone'))).toEqual({
      page: 0,
      pageSize: 25,
      sort: { field: 'lastname', direction: 'asc' },
      search: '',
      searchField: 'any',
    });
  });
});
