import { externalClient } from '../../../api/clients';
import type { CustomerDto, CustomerSearchQueryDto } from '../../../api/generated/types.gen';
import { searchCustomers } from '../../../api/generated/sdk.gen';
import { paths } from '../../../shared/lib/paths';
import type { SearchHit, SearchProvider } from '../search-provider';

type Criteria = CustomerSearchQueryDto;

/** Which SearchCustomers calls answer a free-text query (criteria within one call are ANDed). */
export function customerCriteria(query: string): Criteria[] {
  const q = query.trim();
  if (q.includes('@')) return [{ email: q }];
  const parts = q.split(/\s+/).filter(Boolean);
  if (parts.length >= 2) return [{ firstname: parts[0], lastname: parts.slice(1).join(' ') }, { lastname: q }];
  return [{ firstname: q }, { lastname: q }, { email: q }];
}

function toHit(customer: CustomerDto): SearchHit {
  const p = customer.profile;
  const name = [p.firstname, p.lastname].filter(Boolean).join(' ');
  return { id: customer.id, primary: name || p.email, secondary: p.company?.name ? `${p.email} · ${p.company.name}` : p.email, href: paths.customer(customer.id) };
}

/** Customers by name or e-mail (SearchCustomers on the api_url family). */
export const customersProvider: SearchProvider = {
  id: 'customers',
  feature: 'customers',
  minLength: 2,
  async search(query, { signal }) {
    const pages = await Promise.all(
      customerCriteria(query).map((criteria) =>
        searchCustomers({ client: externalClient, body: { ...criteria, take: 5 }, signal, throwOnError: true }),
      ),
    );
    const seen = new Map<string, SearchHit>();
    for (const page of pages) for (const customer of page.data.data.result) if (!seen.has(customer.id)) seen.set(customer.id, toHit(customer));
    return [...seen.values()].slice(0, 8);
  },
};
