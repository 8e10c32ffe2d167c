import { useCustomer } from '../api/use-customer';
import { customerName } from '../lib/customer-name';

/** The customer's name in the breadcrumbs (their id until it has loaded). */
export function CustomerCrumb({ customerId }: { customerId: string }) {
  const { data } = useCustomer(customerId);
  return <>{data ? customerName(data.customer) : customerId}</>;
}
