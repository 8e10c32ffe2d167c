import { describe, expect, it } from 'vitest';
import { base64Bytes } from '../../../src/shared/kyc/partner-attachment-limits';
import { listedLegalPerson, listedNaturalPerson, storedAttachment } from '../../src/services/stored-attachments';

const PERSON = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const base64 = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

describe('attachments as a submission lists them', () => {
  it('counts the bytes the base64 content decodes to, whatever its padding or line breaks', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000, 500 * 1024]) expect(base64Bytes(base64(n))).toBe(n);
    expect(base64Bytes(`${base64(60)}\r\n${base64(30)}`)).toBe(90);
  });

  it('keeps every field but the content, and adds its size', () => {
    const sent = { date: '2026-11-24T06:00:00Z', subject: 'Pass', category: 'kyc', file: 'pass.pdf', key: 'k-1', modified: '2026-11-24', content: base64(1234) };
    expect(storedAttachment(sent)).toEqual({ date: '2026-11-24T06:00:00Z', subject: 'Pass', category: 'kyc', file: 'pass.pdf', key: 'k-1', modified: '2026-11-24', size: 1234 });
    expect(storedAttachment({ file: 'empty.pdf' })).toEqual({ file: 'empty.pdf' });
  });

  it('leaves no content in the person, the company or any of its persons, and changes nothing else', () => {
    const file = { file: 'a.pdf', content: base64(10) };
    expect(listedNaturalPerson({ customerId: PERSON, birthPlace: 'Graz', attachments: [file, file] })).toEqual({
      customerId: PERSON,
      birthPlace: 'Graz',
      attachments: [{ file: 'a.pdf', size: 10 }, { file: 'a.pdf', size: 10 }],
    });
    expect(listedNaturalPerson({ customerId: PERSON })).toEqual({ customerId: PERSON });
    const company = listedLegalPerson({
      companyId: PERSON,
      companyName: 'Inn Werke AG',
      attachments: [file],
      subPersons: [{ role: 1, person: { firstname: 'Anna', attachments: [file] } }, { role: 2 }, { role: 3, person: { title: 'Dr.' } }],
    });
    expect(company).toEqual({
      companyId: PERSON,
      companyName: 'Inn Werke AG',
      attachments: [{ file: 'a.pdf', size: 10 }],
      subPersons: [{ role: 1, person: { firstname: 'Anna', attachments: [{ file: 'a.pdf', size: 10 }] } }, { role: 2 }, { role: 3, person: { title: 'Dr.' } }],
    });
    expect(JSON.stringify(company)).not.toContain('content');
  });
});
