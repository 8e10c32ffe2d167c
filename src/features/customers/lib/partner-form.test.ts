import { describe, expect, it } from 'vitest';
import { maskTail } from './mask';
import { installZodMessages } from '../../../shared/lib/zod-i18n';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { CustomerDetailsDto, CustomerDto } from '../../../api/generated/types.gen';
import { applyServerErrors } from '../../../shared/lib/apply-server-errors';
import { MAX_ATTACHMENT_BYTES, MAX_SUBMISSION_ATTACHMENT_BYTES } from '../../../shared/kyc/partner-attachment-limits';
import {
  attachmentProblem,
  emptySubPerson,
  experienceType,
  fillsForEmptyFields,
  personFieldsFromRecord,
  partnerResolver,
  prefillPartner,
  subPersonFromCustomer,
  toLegalPerson,
  toNaturalPerson,
  type PartnerFormValues,
} from './partner-form';

describe('attachments for the partner', () => {
  it('takes PDF, PNG and JPEG up to the stated size and count', () => {
    expect(attachmentProblem({ size: 1000, type: 'application/pdf' }, 0)).toBeNull();
    expect(attachmentProblem({ size: MAX_ATTACHMENT_BYTES, type: 'image/jpeg' }, 19)).toBeNull();
    expect(attachmentProblem({ size: MAX_ATTACHMENT_BYTES + 1, type: 'image/png' }, 0)).toBe('tooBig');
    expect(attachmentProblem({ size: 10, type: 'application/x-msdownload' }, 0)).toBe('type');
    expect(attachmentProblem({ size: 10, type: 'application/pdf' }, 20)).toBe('tooMany');
    expect(attachmentProblem({ size: 0, type: 'application/pdf' }, 0)).toBe('empty');
  });

  it('takes files until all persons’ files together reach the total the service accepts', () => {
    const pdf = (size: number) => ({ size, type: 'application/pdf' });
    expect(attachmentProblem(pdf(1000), 0, MAX_SUBMISSION_ATTACHMENT_BYTES - 1000)).toBeNull();
    expect(attachmentProblem(pdf(1001), 0, MAX_SUBMISSION_ATTACHMENT_BYTES - 1000)).toBe('total');
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

  it('sends a row without a code without type, as the interface allows', () => {
    const body = toNaturalPerson(PERSON, { compliance, investmentSurvey: { investmentExperience: [{ type: ' ', knowledge: true }, { type: '0', knowledge: false }] } });
    expect(body.investmentSurvey?.investmentExperience).toEqual([{ knowledge: true }, { type: 0, knowledge: false }]);
  });
});

describe('the rest of the survey: custom fields, modified and key', () => {
  const survey = {
    investmentExperience: [{ type: '4', knowledge: true }],
    investorExperience: [],
    customFields: [{ name: 'horizon', value: 'über 10 Jahre' }],
    modified: '2026-11-20',
    key: 'survey-7',
  };

  it('sends them for the natural person and the company, leaving blank ones out', () => {
    expect(toNaturalPerson(PERSON, { compliance, investmentSurvey: survey }).investmentSurvey).toEqual({
      investmentExperience: [{ type: 4, knowledge: true }],
      investorExperience: [],
      customFields: [{ name: 'horizon', value: 'über 10 Jahre' }],
      modified: '2026-11-20',
      key: 'survey-7',
    });
    expect(toLegalPerson(PERSON, { investmentSurvey: { ...survey, modified: '', key: '' }, subPersons: [] }).investmentSurvey).toEqual({
      investmentExperience: [{ type: 4, knowledge: true }],
      investorExperience: [],
      customFields: [{ name: 'horizon', value: 'über 10 Jahre' }],
    });
  });

  it('sends each sub-person’s survey with its codes as integers, and their custom fields', () => {
    const owner = emptySubPerson();
    owner.role = 2;
    owner.person.firstname = 'Łucja';
    owner.person.customFields = [{ name: 'board seat', value: 'since 2019' }];
    owner.person.investmentSurvey = { ...survey, investmentExperience: [{ type: '12', knowledge: false }, { type: '', knowledge: true }] };
    const body = toLegalPerson(PERSON, { companyName: 'Donau Kapital AG', subPersons: [owner, emptySubPerson()] });
    expect(body.subPersons).toEqual([
      {
        role: 2,
        person: {
          firstname: 'Łucja',
          precheckPep: false,
          verification: {},
          idDocument: {},
          attachments: [],
          compliance: { pep: false, pepListNames: [], sanction: false, sanctionListNames: [] },
          customFields: [{ name: 'board seat', value: 'since 2019' }],
          investmentSurvey: {
            investmentExperience: [{ type: 12, knowledge: false }, { knowledge: true }],
            investorExperience: [],
            customFields: [{ name: 'horizon', value: 'über 10 Jahre' }],
            modified: '2026-11-20',
            key: 'survey-7',
          },
        },
      },
      {
        role: 1,
        person: {
          precheckPep: false,
          verification: {},
          idDocument: {},
          attachments: [],
          compliance: { pep: false, pepListNames: [], sanction: false, sanctionListNames: [] },
          customFields: [],
          investmentSurvey: { investmentExperience: [], investorExperience: [], customFields: [] },
        },
      },
    ]);
  });
});

describe('the partner form’s validation', () => {
  const values = (rows: { type: string; knowledge: boolean }[]): PartnerFormValues => ({
    naturalPerson: { compliance, investmentSurvey: { investmentExperience: rows } },
    legalPerson: { companyName: 'Donau Kapital AG', investmentSurvey: { investmentExperience: rows }, subPersons: [] },
  });
  const errorsOf = async (company: boolean, rows: { type: string; knowledge: boolean }[]) =>
    (await partnerResolver(company, PERSON)(values(rows), undefined, { fields: {}, shouldUseNativeValidation: false })).errors as Record<string, unknown>;
  const typeError = (errors: Record<string, unknown>, person: string, row: number) =>
    (errors as Record<string, { investmentSurvey?: { investmentExperience?: Record<number, { type?: { message?: string; type?: string } }> } }>)[person]?.investmentSurvey?.investmentExperience?.[row]?.type;

  it('accepts rows with whole-number codes, and rows without one (the interface does not require it)', async () => {
    expect(await errorsOf(false, [{ type: '3', knowledge: true }])).toEqual({});
    expect(await errorsOf(true, [{ type: '3', knowledge: true }])).toEqual({});
    expect(await errorsOf(false, [{ type: '', knowledge: true }])).toEqual({});
    expect(await errorsOf(true, [{ type: '', knowledge: false }])).toEqual({});
  });

  it('refuses a code the contract’s int32 does not take, on the row’s field', async () => {
    installZodMessages();
    // In words the person can act on, in their language: not "Enter a number" for 1.5, nor the generator's English.
    expect(typeError(await errorsOf(false, [{ type: '1.5', knowledge: true }]), 'naturalPerson', 0)?.message).toBe('Enter a whole number.');
    expect(typeError(await errorsOf(false, [{ type: '3000000000', knowledge: true }]), 'naturalPerson', 0)?.message).toBe('Must be at most 2,147,483,647.');
  });

  it('puts the contract’s limits of the survey on their fields, for a sub-person too', async () => {
    const owner = emptySubPerson();
    owner.person.investmentSurvey = { investmentExperience: [], customFields: [{ name: 'n'.repeat(201), value: '' }], key: 'k'.repeat(201), modified: '' };
    const form: PartnerFormValues = {
      naturalPerson: { compliance },
      legalPerson: { investmentSurvey: { modified: 'm'.repeat(65), customFields: [{ name: 'a', value: 'v'.repeat(2001) }] }, subPersons: [owner] },
    };
    const errors = (await partnerResolver(true, PERSON)(form, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
    const legal = errors.legalPerson as unknown as Record<string, Record<string, unknown>>;
    expect(legal.investmentSurvey.modified).toBeDefined();
    expect((legal.investmentSurvey.customFields as Record<number, Record<string, unknown>>)[0].value).toBeDefined();
    const survey = (legal.subPersons as unknown as Record<number, { person: { investmentSurvey: Record<string, unknown> } }>)[0].person.investmentSurvey;
    expect(survey.key).toBeDefined();
    expect((survey.customFields as Record<number, Record<string, unknown>>)[0].name).toBeDefined();
  });
});

describe('names of the PEP and sanction lists, typed in one field', () => {
  it('have a name past the contract’s limit reported on that field, naming which one, for a person of the company too', async () => {
    const owner = emptySubPerson();
    owner.person.compliance.sanctionListNames = `OFAC SDN, EU, ${'n'.repeat(201)}`;
    const values: PartnerFormValues = { naturalPerson: { compliance }, legalPerson: { subPersons: [owner] } };
    const errors = (await partnerResolver(true, PERSON, { listName: (n, problem) => `#${n} ${problem}` })(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
    const field = (errors.legalPerson as unknown as { subPersons: Record<number, { person: { compliance: Record<string, { message?: string }> } }> }).subPersons[0].person.compliance.sanctionListNames;
    expect(field.message).toMatch(/^#3 /);
  });
});

describe('files restored from a draft without their content', () => {
  const resolve = (company: boolean, values: PartnerFormValues) => partnerResolver(company, PERSON)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const awaiting = { file: 'passport.pdf', category: 'kyc', size: 3000 };
  const attached = { file: 'register.pdf', category: 'kyc', content: 'JVBERi0xLjQK' };

  it('keep the form from sending until they are attached again, on the person’s attachments', async () => {
    const natural = await resolve(false, { naturalPerson: { compliance, attachments: [attached, awaiting] }, legalPerson: { subPersons: [] } });
    expect((natural.errors as Record<string, Record<string, { type?: string }>>).naturalPerson.attachments.type).toBe('attachAgain');
    const owner = emptySubPerson();
    owner.person.attachments = [awaiting];
    const company = await resolve(true, { naturalPerson: { compliance }, legalPerson: { attachments: [attached], subPersons: [owner] } });
    const legal = company.errors.legalPerson as unknown as { attachments?: unknown; subPersons: Record<number, { person: { attachments: { type?: string } } }> };
    expect(legal.subPersons[0].person.attachments.type).toBe('attachAgain');
    expect(legal.attachments).toBeUndefined();
    expect((await resolve(false, { naturalPerson: { compliance, attachments: [attached] }, legalPerson: { subPersons: [] } })).errors).toEqual({});
  });
});

describe('the partner form as it opens', () => {
  it('takes the place of birth from the KYC record but leaves the country of birth to be chosen, whatever the nationality', () => {
    const details = {
      customer: { id: PERSON, profile: { firstname: 'Jürgen', lastname: 'Weiß', email: 'j@example.com', type: 'NaturalPerson', nationalityIso: 'AT' } },
      latestKyc: { savedAt: '2026-11-20T10:00:00Z', data: { placeOfBirth: 'Göttingen', nationalityIso: 'AT', nonPepPerson: true } },
    } as unknown as CustomerDetailsDto;
    const { naturalPerson } = prefillPartner(details);
    expect(naturalPerson.birthPlace).toBe('Göttingen');
    expect(naturalPerson.birthCountry).toBe('');
  });
});

describe('server errors on the survey land on their fields', () => {
  const details = {
    customer: { id: PERSON, institutionId: PERSON, kycStatus: 'Saved', createdAt: '', updatedAt: '', profile: { firstname: 'A', lastname: 'B', email: 'a@example.com', type: 'LegalEntity' } },
    latestKyc: null,
    kycRecordCount: 1,
    partnerSubmissionCount: 0,
  } as unknown as CustomerDetailsDto;

  it('on the person, the company and a sub-person, even before anything was typed there', () => {
    const values = prefillPartner(details);
    values.legalPerson.subPersons = [emptySubPerson()];
    const landed: string[] = [];
    const form = { getValues: () => values, setError: (path: string) => void landed.push(path) } as unknown as Pick<UseFormReturn<FieldValues>, 'getValues' | 'setError'>;
    const fields = [
      'naturalPerson.investmentSurvey.key',
      'naturalPerson.investmentSurvey.modified',
      'naturalPerson.investmentSurvey.customFields',
      'legalPerson.investmentSurvey.key',
      'legalPerson.subPersons.0.person.investmentSurvey.modified',
      'legalPerson.subPersons[0].person.investmentSurvey.key',
      'legalPerson.subPersons.0.person.investmentSurvey.customFields',
      'legalPerson.subPersons.0.person.customFields',
      'legalPerson.subPersons.0.person.title',
      'legalPerson.subPersons.0.person.salutation',
      'legalPerson.subPersons.0.person.phoneNumber',
      'legalPerson.subPersons.0.person.zip',
      'legalPerson.subPersons.0.person.country',
      'legalPerson.subPersons.0.person.birthCountry',
      'legalPerson.subPersons.0.person.idDocument.documentNumber',
      'legalPerson.subPersons.0.person.idDocument.issueDate',
      'legalPerson.subPersons.0.person.verification.vendor',
      'legalPerson.subPersons.0.person.compliance.pepHit',
      'legalPerson.subPersons.0.person.attachments',
    ];
    const result = applyServerErrors(form, { message: 'refused', errors: fields.map((field) => ({ code: 'InvalidInput', message: 'too long', field })) });
    expect(result.unmatched).toEqual([]);
    expect(landed).toEqual(fields.map((f) => f.replace('[0]', '.0')));
  });
});

describe('a person of the company', () => {
  const attachment = { file: 'pass.pdf', subject: 'pass.pdf', category: 'kyc', date: '2026-11-24T06:00:00.000Z', content: 'JVBERi0=' };

  it('sends every field of interface 2.9’s sub-person that was filled in, and leaves blank ones out', () => {
    const director = emptySubPerson();
    director.role = 3;
    Object.assign(director.person, {
      salutation: 'Frau',
      title: 'Dr.',
      firstname: 'Łucja',
      lastname: 'Nowak-Øster',
      birthDate: '1975-03-02',
      birthPlace: 'Kraków',
      birthCountry: 'PL',
      nationality: 'PL',
      email: 'lucja@example.com',
      phoneNumber: '+43 1 234',
      street: 'Ringstraße',
      streetNo: '7',
      zip: '1010',
      city: 'Wien',
      country: 'AT',
      precheckPep: true,
      attachments: [attachment],
    });
    director.person.idDocument = { ...director.person.idDocument, docType: 'Passport', documentNumber: 'P4711X0815', issueCountry: 'PL', expireDate: '2031-01-31' };
    director.person.verification = { ...director.person.verification, verificationMethod: 'Video_ident', vendor: 'IDnow' };
    director.person.compliance = { ...director.person.compliance, pep: true, pepListNames: 'EU PEP list' };
    const [body] = toLegalPerson(PERSON, { subPersons: [director] }).subPersons ?? [];
    expect(body).toEqual({
      role: 3,
      person: {
        salutation: 'Frau',
        title: 'Dr.',
        firstname: 'Łucja',
        lastname: 'Nowak-Øster',
        birthDate: '1975-03-02',
        birthPlace: 'Kraków',
        birthCountry: 'PL',
        nationality: 'PL',
        email: 'lucja@example.com',
        phoneNumber: '+43 1 234',
        street: 'Ringstraße',
        streetNo: '7',
        zip: '1010',
        city: 'Wien',
        country: 'AT',
        precheckPep: true,
        idDocument: { docType: 'Passport', documentNumber: 'P4711X0815', issueCountry: 'PL', expireDate: '2031-01-31' },
        verification: { verificationMethod: 'Video_ident', vendor: 'IDnow' },
        compliance: { pep: true, pepListNames: ['EU PEP list'], sanction: false, sanctionListNames: [] },
        attachments: [attachment],
        customFields: [],
        investmentSurvey: { investmentExperience: [], investorExperience: [], customFields: [] },
      },
    });
  });

  it('puts interface 8’s limits on the person’s fields: names, title and e-mail 64, place of birth 100', async () => {
    const owner = emptySubPerson();
    Object.assign(owner.person, { firstname: 'J'.repeat(65), lastname: 'W'.repeat(65), title: 'T'.repeat(65), email: `${'e'.repeat(53)}@example.com`, birthPlace: 'B'.repeat(101), salutation: 'S'.repeat(65) });
    owner.person.idDocument = { ...owner.person.idDocument, documentNumber: 'N'.repeat(65) };
    const ok = emptySubPerson();
    Object.assign(ok.person, { firstname: 'Jürgen'.padEnd(64, 'x'), title: 'T'.repeat(64), email: `${'e'.repeat(52)}@example.com`, birthPlace: 'B'.repeat(100) });
    const form = (subPersons: ReturnType<typeof emptySubPerson>[]): PartnerFormValues => ({ naturalPerson: { compliance }, legalPerson: { subPersons } });
    const errorsOf = async (values: PartnerFormValues) => (await partnerResolver(true, PERSON)(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
    const errors = await errorsOf(form([ok, owner]));
    const people = (errors.legalPerson as unknown as { subPersons: Record<number, { person: Record<string, unknown> & { idDocument: Record<string, unknown> } }> }).subPersons;
    expect(people[0]).toBeUndefined();
    expect(Object.keys(people[1].person).sort()).toEqual(['birthPlace', 'email', 'firstname', 'idDocument', 'lastname', 'salutation', 'title']);
    expect(people[1].person.idDocument.documentNumber).toBeDefined();
  });

  it('is prefilled from the customer record and their latest KYC save, with a manually added person\'s role', () => {
    const details = {
      customer: {
        id: PERSON,
        profile: { firstname: 'Karl', lastname: 'Vertreter', email: 'karl@example.com', title: 'Mag.', salutation: 'Herr', phoneNumber: '+43 732 1', nationalityIso: 'AT', street: 'Donaulände', streetNo: '1', postalCode: '4020', town: 'Linz', countryIso: 'AT', type: 'LegalEntity' },
      },
      latestKyc: {
        savedAt: '2026-11-20T08:30:00Z',
        data: { firstname: 'Karl', lastname: 'Vertreter', placeOfBirth: 'Linz', dateOfBirth: '1970-01-15T00:00:00Z', nonPepPerson: true, custodianIdentVerifiedType: 'In_person', document: { type: 'Passport', number: 'P123', country: 'AT', validUntil: '2030-01-01' } },
      },
    } as unknown as CustomerDetailsDto;
    const { role, person } = subPersonFromCustomer(details);
    expect(role).toBe(emptySubPerson().role);
    expect(person).toMatchObject({
      salutation: 'Herr',
      title: 'Mag.',
      firstname: 'Karl',
      lastname: 'Vertreter',
      birthDate: '1970-01-15',
      birthPlace: 'Linz',
      email: 'karl@example.com',
      phoneNumber: '+43 732 1',
      nationality: 'AT',
      street: 'Donaulände',
      streetNo: '1',
      zip: '4020',
      city: 'Linz',
      country: 'AT',
      precheckPep: false,
      verification: { verificationMethod: 'In_person', vendor: '', approveTime: '2026-11-20' },
      idDocument: { docType: 'Passport', documentNumber: 'P123', issueCountry: 'AT', issueDate: '', expireDate: '2030-01-01', additionalNumber: '' },
    });
    // Every field the form offers is present, so the prefilled person is as complete as a blank one.
    expect(Object.keys(person).sort()).toEqual(Object.keys(emptySubPerson().person).sort());
  });
});

describe('a person of the company who is a customer of this registry', () => {
  const record = {
    id: '3f2504e0-4f89-41d3-9a0c-0305e82c33aa',
    profile: { type: 'NaturalPerson', firstname: 'Jürgen', lastname: 'Weiß', email: 'jw@example.com', birthDate: '1968-05-04T00:00:00', title: '', phoneNumber: null, postalCode: '1010', town: 'Wien', countryIso: 'AT', nationalityIso: 'DE' },
  } as unknown as CustomerDto;

  it('sends their customer id with the person, and leaves it out when none was chosen', () => {
    const chosen = emptySubPerson();
    chosen.person.customerId = record.id;
    const [withId, without] = toLegalPerson(PERSON, { subPersons: [chosen, emptySubPerson()] }).subPersons ?? [];
    expect(withId.person?.customerId).toBe(record.id);
    expect(without.person).not.toHaveProperty('customerId');
  });

  it('reads what the record says in the form’s words (postal code as zip, town as city), without blanks', () => {
    expect(personFieldsFromRecord(record)).toEqual({ firstname: 'Jürgen', lastname: 'Weiß', email: 'jw@example.com', birthDate: '1968-05-04', zip: '1010', city: 'Wien', country: 'AT', nationality: 'DE' });
  });

  it('fills only the fields left empty: what the user typed stays', () => {
    const fills = fillsForEmptyFields({ firstname: 'Jürgen Maria', lastname: '  ', email: '' }, personFieldsFromRecord(record));
    expect(fills).not.toHaveProperty('firstname');
    expect(fills).toMatchObject({ lastname: 'Weiß', email: 'jw@example.com', city: 'Wien' });
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
