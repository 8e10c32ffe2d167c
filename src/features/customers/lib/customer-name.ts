import type { CustomerDto } from '../../../api/generated/types.gen';

/** "Jürgen Weiß", or the e-mail when a customer has no name (none, or only spaces, as another service may keep). */
export function customerName(customer: CustomerDto): string {
  const p = customer.profile;
  return [p.firstname?.trim(), p.lastname?.trim()].filter(Boolean).join(' ') || p.email;
}
