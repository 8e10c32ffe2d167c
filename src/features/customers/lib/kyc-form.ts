import type {
  CustomerDto,
  CustomerType,
  EmoneyDirectorDto,
  EmoneyFinalBeneficiaryDto,
  EmoneyRepresentativeDto,
  KycDataDto,
  RelatedEntityDto,
} from '../../../api/generated/types.gen';
import { normaliseIban } from '../../../shared/kyc/check-digits';
import { kycRuleIssues } from '../../../shared/kyc/kyc-rules';
import { blankToUndefined, fromDateInput, isEmptyObject, toDateInput } from './blank-to-undefined';
import type { StepFields } from './form-steps';
import { bornInFuture } from './date-rules';

/** The KYC form holds the KycDataDto itself, with the date of birth as a date input's value. */
export type KycFormValues = Omit<KycDataDto, 'dateOfBirth'> & { dateOfBirth: string };

export const emptyRelated = (): RelatedEntityDto => ({
  position: '',
  sharePercentage: '',
  isUltimateBeneficialOwner: false,
  isFictitiousBeneficialOwner: false,
  naturalPerson: { firstName: '', lastName: '', birthDate: '', nationality: '' as never, gender: '' as never, email: '' },
});
export const emptyRepresentative = (): EmoneyRepresentativeDto => ({
  firstname: '',
  lastname: '',
  nationality: '' as never,
  birthDay: '',
  address: '',
  postalCode: '',
  city: '',
  country: '' as never,
  idDocument: { number: '' },
});
export const emptyBeneficiary = (): EmoneyFinalBeneficiaryDto => ({ firstname: '', lastname: '', nationality: '' as never, birthDay: '', ownershipPercentage: '' });
export const emptyDirector = (): EmoneyDirectorDto => ({ firstname: '', lastname: '', nationality: '' as never, birthDay: '' });

/** Every field of the form, blank: inputs are controlled from the first render. */
export function emptyKycValues(): KycFormValues {
  const blankCountry = '' as never;
  return {
    title: '',
    salutation: '',
    firstname: '',
    lastname: '',
    placeOfBirth: '',
    dateOfBirth: '',
    email: '',
    phoneNumber: '',
    taxId: '',
    nonPepPerson: false,
    highCorruptionIndex: false,
    nonSanctionedCountry: false,
    nonUsTaxPerson: false,
    identVerified: false,
    eulaAgreed: false,
    identVerifiedType: 'Normal',
    custodianIdentVerifiedType: 'Id_copy',
    address: { street: '', streetNo: '', postalCode: '', town: '', countryCodeIso2: blankCountry },
    company: { name: '', registerNumber: '', fullAddress: '', email: '' },
    nationalityIso: blankCountry,
    gender: 'NotSet',
    custodyProvider: 'Custodian',
    document: { type: 'Id_card', number: '', issuedBy: '', country: blankCountry, nationality: blankCountry, issueDate: '', validUntil: '', iban: '', reference: '' },
    custodianLegalPerson: {
      name: '',
      legalForm: '',
      commercialRegister: '',
      leiCode: '',
      taxId: '',
      vatId: '',
      legalJurisdiction: blankCountry,
      legalAddress: { streetName: '', streetNumber: '', postcode: '', city: '', country: blankCountry },
      kyc: { businessDescription: '', isCreAvailable: false },
      related: [],
    },
    emoney: {
      profileDocument: { number: '', kind: 'passport' },
      corporate: { name: '', registrationNumber: '', address: '', postalCode: '', city: '', country: blankCountry, countryState: '', representatives: [], finalBeneficiaries: [], directors: [] },
    },
  };
}

/** `base` with every value `source` has (null and undefined skipped); arrays come from `source`, row by row. */
function overlay<T>(base: T, source: unknown, row?: () => unknown): T {
  if (source === null || source === undefined) return base;
  if (Array.isArray(base) || Array.isArray(source)) {
    if (!Array.isArray(source)) return base;
    return source.map((item) => (row ? overlay(row(), item) : item)) as T;
  }
  if (base && typeof base === 'object' && typeof source === 'object') {
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      const rowOf = ROWS[key];
      out[key] = key in out ? overlay(out[key], value, rowOf) : value;
    }
    return out as T;
  }
  return source as T;
}

const ROWS: Record<string, () => unknown> = {
  related: emptyRelated,
  representatives: emptyRepresentative,
  finalBeneficiaries: emptyBeneficiary,
  directors: emptyDirector,
};

/**
 * The form prefilled from what is known: the latest KYC save when there is one, else the customer record
 * (names, e-mail, phone, birth date, address, nationality, company, custody provider, e-money, legal person).
 */
export function prefillKyc(customer: CustomerDto, latest: KycDataDto | null | undefined): KycFormValues {
  const empty = emptyKycValues();
  if (latest) return overlay(empty, { ...latest, dateOfBirth: toDateInput(latest.dateOfBirth) });
  const p = customer.profile;
  return overlay(empty, {
    title: p.title,
    salutation: p.salutation,
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    phoneNumber: p.phoneNumber,
    dateOfBirth: toDateInput(p.birthDate),
    gender: p.gender,
    nationalityIso: p.nationalityIso,
    address: { street: p.street, streetNo: p.streetNo, postalCode: p.postalCode, town: p.town, countryCodeIso2: p.countryIso },
    company: p.company,
    custodyProvider: p.custodyProvider,
    custodianLegalPerson: p.custodianLegalPerson,
    emoney: p.emoney,
  });
}

/**
 * Whether the identity document has a field filled in besides its kind (and besides those named): for a verification
 * in person the document is optional, but one that is given is sent whole, its number included.
 */
export function documentGiven(document: object | undefined, besides: readonly string[] = []): boolean {
  return Object.entries(document ?? {}).some(([key, value]) => key !== 'type' && !besides.includes(key) && value !== undefined && value !== null && value !== '');
}

/**
 * What the form sends: blanks left out, the names and the place of birth without the spaces around them (one of spaces
 * only is none, so it is required as if empty, as on the create-customer form), the date as a date-time, the company
 * only for a legal entity, no empty document for In_person.
 */
export function toKycBody(values: KycFormValues, customerType: CustomerType | undefined): KycDataDto {
  const trimmed = { ...values, firstname: values.firstname.trim(), lastname: values.lastname.trim(), placeOfBirth: values.placeOfBirth.trim() };
  const body = blankToUndefined(trimmed) as KycDataDto & { dateOfBirth?: string };
  body.dateOfBirth = fromDateInput(values.dateOfBirth) as string;
  // Sent as checked: an IBAN without the spaces people type it with, an LEI in capitals.
  if (body.document?.iban) body.document.iban = normaliseIban(body.document.iban);
  if (body.custodianLegalPerson?.leiCode) body.custodianLegalPerson.leiCode = body.custodianLegalPerson.leiCode.trim().toUpperCase();
  // A share typed with a decimal comma ("25,5", as the check accepts) goes with a point, as the form's hint writes it.
  const withPoint = (share: string) => share.trim().replace(',', '.');
  for (const related of body.custodianLegalPerson?.related ?? []) if (related.sharePercentage) related.sharePercentage = withPoint(related.sharePercentage);
  for (const owner of body.emoney?.corporate?.finalBeneficiaries ?? []) if (owner.ownershipPercentage) owner.ownershipPercentage = withPoint(owner.ownershipPercentage);
  if (customerType !== 'LegalEntity') delete body.company;
  if (body.custodianIdentVerifiedType === 'In_person' && !documentGiven(body.document)) delete body.document;
  if (isEmptyObject(body.custodianLegalPerson && { ...body.custodianLegalPerson, kyc: body.custodianLegalPerson.kyc?.businessDescription, related: body.custodianLegalPerson.related?.length || undefined })) {
    delete body.custodianLegalPerson;
  }
  const corporate = body.emoney?.corporate;
  const emoneyEmpty =
    !body.emoney?.profileDocument?.number &&
    isEmptyObject(corporate && { ...corporate, representatives: corporate.representatives?.length || undefined, finalBeneficiaries: corporate.finalBeneficiaries?.length || undefined, directors: corporate.directors?.length || undefined });
  if (emoneyEmpty) delete body.emoney;
  return body;
}

export type KycStepId = 'identity' | 'contact' | 'identification' | 'declarations' | 'company' | 'legalPerson' | 'emoney' | 'review';

/** The steps of the KYC form, with the fields each holds; the company step only for a legal entity. */
export function kycSteps(customerType: CustomerType | undefined): (StepFields & { id: KycStepId })[] {
  const steps: (StepFields & { id: KycStepId })[] = [
    { id: 'identity', fields: ['title', 'salutation', 'firstname', 'lastname', 'gender', 'placeOfBirth', 'dateOfBirth', 'nationalityIso'] },
    { id: 'contact', fields: ['email', 'phoneNumber', 'taxId', 'address', 'custodyProvider'] },
    { id: 'identification', fields: ['identVerifiedType', 'custodianIdentVerifiedType', 'document'] },
    { id: 'declarations', fields: ['nonPepPerson', 'nonSanctionedCountry', 'nonUsTaxPerson', 'highCorruptionIndex', 'identVerified', 'eulaAgreed'] },
    { id: 'company', fields: ['company'] },
    { id: 'legalPerson', fields: ['custodianLegalPerson'] },
    { id: 'emoney', fields: ['emoney'] },
    { id: 'review', fields: [] },
  ];
  return customerType === 'LegalEntity' ? steps : steps.filter((s) => s.id !== 'company');
}

export { kycRuleIssues };

export interface KycDateIssue {
  /** The field: the person's own dates, the document's, or a date of birth in a row (a related person, a director). */
  path: string;
  rule: 'bornInFuture' | 'issuedInFuture' | 'validUntilBeforeIssue';
}

/**
 * The KYC's dates as a careful reviewer reads them: a date of birth not after today (`bornInFuture`; the customer's
 * and each person's in the rows: related persons, representatives, final beneficiaries, directors), an identity
 * document not issued after today, and not valid until a day before it was issued (a typo that swaps day and month,
 * or the two fields). The interface states no rule for them, so the service accepts either; the form asks for a
 * correction before anything is sent.
 */
export function kycDateIssues(body: Partial<Pick<KycDataDto, 'document' | 'dateOfBirth' | 'custodianLegalPerson' | 'emoney'>>, today: string): KycDateIssue[] {
  const { issueDate, validUntil } = body.document ?? {};
  const issues: KycDateIssue[] = [];
  if (bornInFuture(body.dateOfBirth, today)) issues.push({ path: 'dateOfBirth', rule: 'bornInFuture' });
  // YYYY-MM-DD strings compare as the days they name.
  if (issueDate && issueDate > today) issues.push({ path: 'document.issueDate', rule: 'issuedInFuture' });
  if (issueDate && validUntil && validUntil < issueDate) issues.push({ path: 'document.validUntil', rule: 'validUntilBeforeIssue' });
  body.custodianLegalPerson?.related?.forEach((row, index) => {
    if (bornInFuture(row.naturalPerson?.birthDate, today)) issues.push({ path: `custodianLegalPerson.related.${index}.naturalPerson.birthDate`, rule: 'bornInFuture' });
  });
  const corporate = body.emoney?.corporate;
  for (const list of ['representatives', 'finalBeneficiaries', 'directors'] as const) {
    corporate?.[list]?.forEach((row, index) => {
      if (bornInFuture(row.birthDay, today)) issues.push({ path: `emoney.corporate.${list}.${index}.birthDay`, rule: 'bornInFuture' });
    });
  }
  return issues;
}
