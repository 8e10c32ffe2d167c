import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createContractAjv } from '../../server/src/contract/create-ajv';
import { CONTRACT_SCHEMA_ID } from '../../server/src/contract/load-contract';
import { installZodMessages } from '../shared/lib/zod-i18n';
import { zCreateCustomerDto, zKycDataDto, zSimpleAccessCredentialsDto } from './generated/zod.gen';

// The service checks a body with its contract ajv, which counts `maxLength`/`minLength` in Unicode code points (ajv's
// default `unicode: true`, its ucs2length), as JSON Schema says. The generated zod schemas must count the same way, or
// a name of 40 astral letters (80 UTF-16 units) is refused by the form (limit 64) and accepted by the service. zod
// counts string lengths in code points since zod#6441; these tests keep it so (a zod that went back to UTF-16 units,
// or a generator that stopped using zod's own .min/.max, fails here).
const ajv = createContractAjv({ coerce: false, useDefaults: false });
ajv.addSchema({ ...(parse(readFileSync('openapi/openapi.yaml', 'utf8')) as object), $id: CONTRACT_SCHEMA_ID });
const serviceCheck = (pointer: string) => {
  const validate = ajv.getSchema(`${CONTRACT_SCHEMA_ID}#/components/schemas/${pointer}`);
  if (!validate) throw new Error(`no schema at ${pointer}`);
  return (value: string) => Boolean(validate(value));
};

const around = (unit: string, n: number) => [n - 1, n, n + 1].map((k) => unit.repeat(k));
const texts = (limit: number) => [
  '',
  'Anna',
  '𝔊𝔬𝔱𝔱𝔣𝔯𝔦𝔢𝔡',
  ...around('a', limit),
  ...around('ß', limit), // BMP, two UTF-8 bytes
  ...around('𠀋', limit), // CJK extension B: one code point, two UTF-16 units
  ...around('😀', limit),
  ...around('e\u0301', limit / 2), // a letter and a combining mark: two code points, as the service counts
  'a'.repeat(limit - 1) + '😀',
  'a'.repeat(limit) + '😀',
  '\ud835'.repeat(limit), // unpaired surrogates count one each on both sides
  '\ud835'.repeat(limit + 1),
];

const fields = [
  { name: 'CreateCustomerDto.firstname (minLength 1, maxLength 64)', pointer: 'CreateCustomerDto/properties/firstname', form: zCreateCustomerDto.shape.firstname, limit: 64 },
  { name: 'KycDataDto.placeOfBirth (maxLength 100)', pointer: 'KycDataDto/properties/placeOfBirth', form: zKycDataDto.shape.placeOfBirth, limit: 100 },
  { name: 'SimpleAccessCredentialsDto.passphrase (minLength 8, maxLength 256)', pointer: 'SimpleAccessCredentialsDto/properties/passphrase', form: zSimpleAccessCredentialsDto.shape.passphrase, limit: 256 },
];

describe('string lengths in the generated schemas and the service', () => {
  it.each(fields)('agree on what $name takes', ({ pointer, form, limit }) => {
    const serviceAccepts = serviceCheck(pointer);
    const formAccepts = (text: string) => form.safeParse(text).success;
    const cases = [...texts(limit), ...around('😀', 8), ...around('a', 8)];
    const disagreements = cases.filter((text) => serviceAccepts(text) !== formAccepts(text)).map((text) => ({ text, units: text.length }));
    expect(disagreements).toEqual([]);
  });

  it('take a name of 64 astral letters (128 UTF-16 units) and refuse one of 65', () => {
    const firstname = zCreateCustomerDto.shape.firstname;
    expect(firstname.safeParse('𠀋'.repeat(64)).success).toBe(true);
    expect(firstname.safeParse('𝔊'.repeat(64)).success).toBe(true);
    expect(firstname.safeParse('𠀋'.repeat(65)).success).toBe(false);
    expect(firstname.safeParse('𠀋'.repeat(40)).success).toBe(true);
  });

  it('count a passphrase of four astral letters (eight UTF-16 units) as four, too short', () => {
    expect(zSimpleAccessCredentialsDto.shape.passphrase.safeParse('🔑'.repeat(4)).success).toBe(false);
    expect(zSimpleAccessCredentialsDto.shape.passphrase.safeParse('🔑'.repeat(8)).success).toBe(true);
  });

  it('say "at most 64 characters" on a name of 65 astral letters, in the user\'s language', () => {
    installZodMessages();
    const result = zCreateCustomerDto.shape.firstname.safeParse('𠀋'.repeat(65));
    expect(result.error?.issues.map((i) => ({ code: i.code, message: i.message }))).toEqual([{ code: 'too_big', message: 'At most 64 characters.' }]);
  });
});
