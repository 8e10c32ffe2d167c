import type { CustomerDto } from '../../../api/generated/types.gen';

/** "Jürgen Weiß", or the e-mail when a customer has no name. */
export function customerName(customer: CustomerDto): string {
  const p = customer.profile;
  return [p.firstname, p.lastname].filter(Boolean).join(' ') || p.email;
}
