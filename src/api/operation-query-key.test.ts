import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { baseClient } from './clients';
import { getProjectsByInstitutionIdQueryKey } from './generated/@tanstack/react-query.gen';
import { operationQueryKey } from './operation-query-key';

describe('operationQueryKey', () => {
  it('names the same cache entry as the generated key for the same operation and arguments', () => {
    const queryClient = new QueryClient();
    const path = { institutionId: '5b3d1f9e-0000-4000-8000-000000000001' };
    queryClient.setQueryData(getProjectsByInstitutionIdQueryKey({ client: baseClient, path }), 'from the generated key');
    expect(queryClient.getQueryData(operationQueryKey('getProjectsByInstitutionId', baseClient, { path }))).toBe('from the generated key');
    // Another operation or other arguments are another entry.
    expect(queryClient.getQueryData(operationQueryKey('getProjectOptIns', baseClient, { path }))).toBeUndefined();
    expect(queryClient.getQueryData(operationQueryKey('getProjectsByInstitutionId', baseClient, { path: { institutionId: 'other' } }))).toBeUndefined();
  });

  it('keys a body by its content, so a route prefetch and the page asking the same question share the answer', () => {
    const first = operationQueryKey('listCustomers', baseClient, { body: { search: 'weiß', take: 25 } });
    const second = operationQueryKey('listCustomers', baseClient, { body: { take: 25, search: 'weiß' } });
    const queryClient = new QueryClient();
    queryClient.setQueryData(first, 'page');
    expect(queryClient.getQueryData(second)).toBe('page');
    expect(queryClient.getQueryData(operationQueryKey('listCustomers', baseClient, { body: { search: 'weiss', take: 25 } }))).toBeUndefined();
  });
});
