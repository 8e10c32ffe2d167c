import { describe, expect, it } from 'vitest';
import { maskTail } from './mask';
import { MAX_ATTACHMENT_BYTES, attachmentProblem, toNaturalPerson } from './partner-form';

describe('attachments for the partner', () => {
  it('takes PDF, PNG and JPEG up to the stated size and count', () => {
    expect(attachmentProblem({ size: 1000, type: 'application/pdf' }, 0)).toBeNull();
    expect(attachmentProblem({ size: MAX_ATTACHMENT_BYTES, type: 'image/jpeg' }, 19)).toBeNull();
    expect(attachmentProblem({ size: MAX_ATTACHMENT_BYTES + 1, type: 'image/png' }, 0)).toBe('tooBig');
    expect(attachmentProblem({ size: 10, type: 'application/x-msdownload' }, 0)).toBe('type');
    expect(attachmentProblem({ size: 10, type: 'application/pdf' }, 20)).toBe('tooMany');
  });
});

describe('the natural person sent to the partner', () => {
  it('turns the comma-separated list names into the contract array and leaves blanks out', () => {
    const body = toNaturalPerson('3f2504e0-4f89-41d3-9a0c-0305e82c3301', {
      birthPlace: 'Graz',
      birthCountry: '',
      compliance: { pep: true, pepListNames: ' EU PEP list, , UN consolidated ', sanction: false, sanctionListNames: '', pepHit: '' },
    });
    expect(body).toEqual({
      customerId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      birthPlace: 'Graz',
      compliance: { pep: true, pepListNames: ['EU PEP list', 'UN consolidated'], sanction: false, sanctionListNames: [] },
    });
  });
});

describe('masked identifiers', () => {
  it('shows only the last four characters', () => {
    expect(maskTail('DE89 3704 0044 0532 0130 00')).toBe('•••• 3000');
    expect(maskTail('P4711X0815')).toBe('•••• 0815');
    expect(maskTail('123')).toBe('•••');
    expect(maskTail('')).toBe('');
  });
});
