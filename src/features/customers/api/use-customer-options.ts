import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/envelope';
import type { CustomerDto } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { listCustomersQueryOptions } from './customer-list-queries';

/**
 * How many customers a picker asks for a text: the search matches companies too, which are left out after the
 * answer, so it asks for more than it means to show.
 */
export const CUSTOMER_OPTIONS_TAKE = 50;

/**
 * People (not companies) not known to be unverified: a deployment that answers without `identityVerified` (from
 * before it) does not filter either, and its customers stay offered, their verification unknown.
 */
const verifiedPeople = (customers: CustomerDto[]) => customers.filter((c) => c.profile.type !== 'LegalEntity' && c.identityVerified !== false);

/** The people offered for a text, and what the picker says when there are none. */
export interface CustomerOptions {
  people: CustomerDto[];
  /** More customers match than this answer holds: companies may have filled it, so the text should be narrowed. */
  more: boolean;
  /** The answer says who is verified (a deployment from before identityVerified does not). */
  saysVerified: boolean;
}

/**
 * The people (customers that are not companies) whose identity is verified, matching a text in name or e-mail
 * (ListCustomers' search and identityVerified), for the picker of persons sent to the KYC partner, who refuses the
 * others (interface §4.2); asked only while `enabled` (the picker is open), and the previous answer stays while the
 * next loads.
 */
export function useCustomerOptions(text: string, enabled: boolean) {
  const { institutionId, apiUrl } = useActiveProfile();
  return useQuery({
    ...listCustomersQueryOptions({ skip: 0, take: CUSTOMER_OPTIONS_TAKE, search: text.trim() || undefined, identityVerified: true }),
    enabled: enabled && Boolean(institutionId && apiUrl),
    placeholderData: keepPreviousData,
    select: (answer): CustomerOptions => {
      const { result, count } = unwrap(answer);
      return { people: verifiedPeople(result), more: count > result.length, saysVerified: result.every((c) => c.identityVerified !== undefined) };
    },
  });
}
