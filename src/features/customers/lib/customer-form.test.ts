import { describe, expect, it } from 'vitest';
import { zCreateCustomerDto } from '../../../api/generated/zod.gen';
import type { CustomerDto } from '../../../api/generated/types.gen';
import { emptyCustomerValues, toCustomerBody } from './customer-form';
import { customerName } from './customer-name';
import { bornInFuture } from './date-rules';

describe('a customer’s name', () => {
  const values = (firstname: string, lastname: string) => ({ ...emptyCustomerValues(), type: 'NaturalPerson' as const, firstname, lastname, email: 'jw@example.org' });

  it('is sent without the spaces around it', () => {
    expect(toCustomerBody(values('  Jürgen ', ' Weiß  '))).toMatchObject({ firstname: 'Jürgen', lastname: 'Weiß' });
  });

  it('of spaces only is no name: required, on its field, as an empty one is', () => {
    const parsed = zCreateCustomerDto.safeParse(toCustomerBody(values('   ', '\t')));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['firstname', 'lastname']);
  });

  it('shows as the e-mail where a customer has none, also one of spaces only that another service kept', () => {
    const customer = (firstname: string, lastname: string) => ({ profile: { firstname, lastname, email: 'jw@example.org' } }) as unknown as CustomerDto;
    expect(customerName(customer('   ', ' '))).toBe('jw@example.org');
    expect(customerName(customer(' Jürgen', 'Weiß '))).toBe('Jürgen Weiß');
  });
});

describe('a date of birth', () => {
  it('after today is refused as a typo; today and before are taken, as a day or a date-time', () => {
    const today = '2026-11-28';
    expect(bornInFuture('2090-01-01', today)).toBe(true);
    expect(bornInFuture('2026-11-29T00:00:00Z', today)).toBe(true);
    expect(bornInFuture('2026-11-28T00:00:00Z', today)).toBe(false);
    expect(bornInFuture('1980-04-12', today)).toBe(false);
    expect(bornInFuture(undefined, today)).toBe(false);
  });
});
