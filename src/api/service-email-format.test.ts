import { expect, it } from 'vitest';
import { createContractAjv } from '../../server/src/contract/create-ajv';
import { zCreateCustomerDto } from './generated/zod.gen';

const addresses = [
  'anna.berger@example.com',
  'info&sales@firma.at',
  'a/b@x.de',
  'ivan@пример.xn--p1ai'.replace('пример', 'xn--e1afmkfd'),
  'O\'Brien+kyc@mail.example.ie',
  'no-at-sign.example.com',
  'a@b',
  'a@@b.de',
  'a b@c.de',
  'trailing.dot.@example.com',
  '@example.com',
];

it("accepts and refuses the same e-mail addresses as the service's contract check (the form never refuses what the service takes)", () => {
  const serviceAccepts = createContractAjv({ coerce: false, useDefaults: false }).compile({ type: 'string', format: 'email' });
  const formAccepts = (email: string) => zCreateCustomerDto.shape.email.safeParse(email).success;
  const disagreements = addresses.filter((email) => Boolean(serviceAccepts(email)) !== formAccepts(email));
  expect(disagreements).toEqual([]);
  // The addresses zod's own pattern refused.
  expect(['info&sales@firma.at', 'a/b@x.de', 'ivan@xn--e1afmkfd.xn--p1ai'].every(formAccepts)).toBe(true);
  expect(['a@@b.de', 'a b@c.de', 'no-at-sign.example.com'].some(formAccepts)).toBe(false);
});
