import { describe, expect, it } from 'vitest';
import { maskTail } from './mask';
import { MAX_ATTACHMENT_BYTES, attachmentProblem, experienceType, partnerResolver, surveyIssues, toLegalPerson, toNaturalPerson, type PartnerFormValues } from './partner-form';

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

const PERSON = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const compliance = { pep: false, pepListNames: '', sanction: false, sanctionListNames: '' };

describe('investment experience in the survey', () => {
  it('sends each row as the contract’s integer type and knowledge flag', () => {
    const body = toNaturalPerson(PERSON, {
      compliance,
      investmentSurvey: {
        investmentExperience: [
          { type: ' 3 ', knowledge: true },
          { type: '7', knowledge: false },
        ],
        investorExperience: [{ name: 'years', value: '10' }],
      },
    });
    expect(body.investmentSurvey).toEqual({
      investmentExperience: [
        { type: 3, knowledge: true },
        { type: 7, knowledge: false },
      ],
      investorExperience: [{ name: 'years', value: '10' }],
    });
  });

  it('does the same for a company', () => {
    const body = toLegalPerson(PERSON, { companyName: 'Donau Kapital AG', investmentSurvey: { investmentExperience: [{ type: '12', knowledge: true }] }, subPersons: [] });
    expect(body.investmentSurvey).toEqual({ investmentExperience: [{ type: 12, knowledge: true }] });
  });

  it('reads a typed code as a number, leaves a blank one out and keeps other text for the contract to refuse', () => {
    expect(experienceType('42')).toBe(42);
    expect(experienceType('-1')).toBe(-1);
    expect(experienceType('1.5')).toBe(1.5);
    expect(experienceType('  ')).toBeUndefined();
    expect(experienceType('bonds')).toBe('bonds');
  });

  it('asks for the kind of investment on every row that has none', () => {
    expect(surveyIssues({ investmentExperience: [{ type: 1, knowledge: true }, { knowledge: true }, { type: 0, knowledge: false }] }, 'naturalPerson')).toEqual([
      { field: 'naturalPerson.investmentSurvey.investmentExperience.1.type', rule: 'experienceTypeRequired' },
    ]);
    expect(surveyIssues(undefined, 'legalPerson')).toEqual([]);
  });
});

describe('the partner form’s validation', () => {
  const values = (rows: { type: string; knowledge: boolean }[]): PartnerFormValues => ({
    naturalPerson: { compliance, investmentSurvey: { investmentExperience: rows } },
    legalPerson: { companyName: 'Donau Kapital AG', investmentSurvey: { investmentExperience: rows }, subPersons: [] },
  });
  const errorsOf = async (company: boolean, rows: { type: string; knowledge: boolean }[]) =>
    (await partnerResolver(company, PERSON, (rule) => `rule:${rule}`)(values(rows), undefined, { fields: {}, shouldUseNativeValidation: false })).errors as Record<string, unknown>;
  const typeError = (errors: Record<string, unknown>, person: string, row: number) =>
    (errors as Record<string, { investmentSurvey?: { investmentExperience?: Record<number, { type?: { message?: string; type?: string } }> } }>)[person]?.investmentSurvey?.investmentExperience?.[row]?.type;

  it('accepts rows with whole-number codes', async () => {
    expect(await errorsOf(false, [{ type: '3', knowledge: true }])).toEqual({});
    expect(await errorsOf(true, [{ type: '3', knowledge: true }])).toEqual({});
  });

  it('puts a missing code on the row’s field, for the person and for the company', async () => {
    expect(typeError(await errorsOf(false, [{ type: '3', knowledge: true }, { type: '', knowledge: true }]), 'naturalPerson', 1)).toMatchObject({ type: 'experienceTypeRequired', message: 'rule:experienceTypeRequired' });
    expect(typeError(await errorsOf(true, [{ type: '', knowledge: false }]), 'legalPerson', 0)).toMatchObject({ type: 'experienceTypeRequired' });
  });

  it('refuses a code the contract’s int32 does not take, on the row’s field', async () => {
    expect(typeError(await errorsOf(false, [{ type: '1.5', knowledge: true }]), 'naturalPerson', 0)).toBeDefined();
    expect(typeError(await errorsOf(false, [{ type: '3000000000', knowledge: true }]), 'naturalPerson', 0)).toBeDefined();
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
