import type { CustomerDetailsDto, CustomerDto, PartnerAttachmentDto, PartnerInvestmentSurveyDto, PartnerKycDto, PartnerLegalPersonDto, PartnerNaturalPersonDto } from '../../../api/generated/types.gen';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_SUBMISSION_ATTACHMENT_BYTES } from '../../../shared/kyc/partner-attachment-limits';
import { takeCodePoints } from '../../../shared/lib/code-point-length';
import { PartnerAttachmentDtoLimits } from '../../../api/contract-limits.gen';
import { blankToUndefined, toDateInput } from './blank-to-undefined';
import { attachAgainIssues } from './draft-attachments';
import type { FormIssue } from './contract-resolver';
import { lazyContractResolver } from './load-form-validation';

export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

interface ListNames {
  /** Typed as one line, comma-separated; sent as the contract's array of names. */
  pepListNames: string;
  sanctionListNames: string;
}

export type PartnerComplianceValues = Omit<NonNullable<PartnerNaturalPersonDto['compliance']>, 'pepListNames' | 'sanctionListNames'> & ListNames;

/** One row of investment experience: the partner's integer code of a kind of investment, typed as text. */
export type ExperienceRow = {
  type: string;
  knowledge: boolean;
};

/** The survey as the form holds it: every part of interface 2.9's survey, the experience codes as typed text. */
export type PartnerSurveyValues = Omit<PartnerInvestmentSurveyDto, 'investmentExperience'> & { investmentExperience?: ExperienceRow[] };

export type PartnerNaturalValues = Omit<PartnerNaturalPersonDto, 'customerId' | 'compliance' | 'investmentSurvey'> & {
  compliance: PartnerComplianceValues;
  investmentSurvey?: PartnerSurveyValues;
};

/** What interface 2.9 adds to a natural person for a person of the company (who they are, where they live). */
export const SUB_PERSON_TEXT_FIELDS = ['salutation', 'title', 'firstname', 'lastname', 'birthDate', 'email', 'phoneNumber', 'nationality', 'street', 'streetNo', 'zip', 'city', 'country'] as const;

/** `customerId`: the person as a customer of this registry, when they are one ('' when not, left out of the body). */
export type SubPersonPersonValues = PartnerNaturalValues & Record<(typeof SUB_PERSON_TEXT_FIELDS)[number], string> & { customerId: string };

/**
 * A person of the company as the form holds it: a natural person as the form holds one (compliance, identity
 * document, verification, attachments, custom fields, survey) with their name, contact and address. Their role is
 * the contract's code (1 director, 2 beneficial owner, 3 authorised representative).
 */
export type SubPersonValues = {
  role: 1 | 2 | 3;
  person: SubPersonPersonValues;
};

export type PartnerLegalValues = Omit<PartnerLegalPersonDto, 'companyId' | 'subPersons' | 'investmentSurvey'> & {
  investmentSurvey?: PartnerSurveyValues;
  subPersons: SubPersonValues[];
};

export type PartnerFormValues = { naturalPerson: PartnerNaturalValues; legalPerson: PartnerLegalValues };

const names = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Every part of the survey is in the form's values from the start (blank), so a server error naming any of them
 * (`….investmentSurvey.key`) finds its field.
 */
export const emptySurvey = (): PartnerSurveyValues => ({ investmentExperience: [], investorExperience: [], customFields: [], modified: '', key: '' });
const emptyCompliance = (): PartnerComplianceValues => ({ pep: false, pepChecked: '', pepHit: '', pepListNames: '', sanction: false, sanctionChecked: '', sanctionHit: '', sanctionListNames: '' });

/**
 * A person of the company with every field of the contract's sub-person present (blank), so a server error naming
 * any of them (`legalPerson.subPersons.0.person.idDocument.issueDate`) finds its field.
 */
export const emptySubPerson = (): SubPersonValues => ({
  role: 1,
  person: {
    ...(Object.fromEntries(SUB_PERSON_TEXT_FIELDS.map((field) => [field, ''])) as Record<(typeof SUB_PERSON_TEXT_FIELDS)[number], string>),
    customerId: '',
    birthPlace: '',
    birthCountry: '',
    precheckPep: false,
    verification: { verificationMethod: '', vendor: '', approveTime: '' },
    idDocument: { docType: '', issueCountry: '', documentNumber: '', additionalNumber: '', issueDate: '', expireDate: '' },
    compliance: emptyCompliance(),
    customFields: [],
    attachments: [],
    investmentSurvey: emptySurvey(),
  },
});

/**
 * A person of the company prefilled from the customer record: the person the company customer was created with
 * (its contact: name, birth date, contact data, nationality, the company's address as their address) and, from the
 * latest KYC save, their place of birth, identity document and verification method. Their role starts as a manually
 * added person's does (the first role), for the user to set on its field; the review shows it by name. As for the
 * natural person, a KYC save without the "not a PEP" declaration pre-checks them as a PEP: the cautious reading.
 */
export function subPersonFromCustomer(details: CustomerDetailsDto): SubPersonValues {
  const p = details.customer.profile;
  const kyc = details.latestKyc?.data;
  const doc = kyc?.document;
  const blank = emptySubPerson();
  return {
    role: blank.role,
    person: {
      ...blank.person,
      salutation: kyc?.salutation ?? p.salutation ?? '',
      title: kyc?.title ?? p.title ?? '',
      firstname: kyc?.firstname ?? p.firstname ?? '',
      lastname: kyc?.lastname ?? p.lastname ?? '',
      birthDate: toDateInput(kyc?.dateOfBirth ?? p.birthDate),
      birthPlace: kyc?.placeOfBirth ?? '',
      email: kyc?.email ?? p.email ?? '',
      phoneNumber: kyc?.phoneNumber ?? p.phoneNumber ?? '',
      nationality: kyc?.nationalityIso ?? p.nationalityIso ?? '',
      street: kyc?.address?.street ?? p.street ?? '',
      streetNo: kyc?.address?.streetNo ?? p.streetNo ?? '',
      zip: kyc?.address?.postalCode ?? p.postalCode ?? '',
      city: kyc?.address?.town ?? p.town ?? '',
      country: kyc?.address?.countryCodeIso2 ?? p.countryIso ?? '',
      precheckPep: kyc ? !kyc.nonPepPerson : false,
      compliance: { ...blank.person.compliance, pep: kyc ? !kyc.nonPepPerson : false },
      verification: { ...blank.person.verification, verificationMethod: kyc?.custodianIdentVerifiedType ?? '', approveTime: toDateInput(details.latestKyc?.savedAt) },
      idDocument: { ...blank.person.idDocument, docType: doc?.type ?? '', issueCountry: doc?.country ?? '', documentNumber: doc?.number ?? '', issueDate: doc?.issueDate ?? '', expireDate: doc?.validUntil ?? '' },
    },
  };
}
export const emptyNameValue = () => ({ name: '', value: '' });
export const emptyExperience = (): ExperienceRow => ({ type: '', knowledge: false });

/**
 * The contract's integer for a typed code: a number when the text is one (the contract's int32 check then names
 * a fraction or an out-of-range code on its field), left out when blank, else the text itself, which the contract
 * refuses on its field.
 */
export function experienceType(text: string | number | undefined): number | string | undefined {
  const trimmed = String(text ?? '').trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/**
 * The survey as the contract's body. A row without a code is sent without `type`: the interface does not require
 * it (a row may say only whether the person has knowledge), and the service keeps it as sent.
 */
export function toSurvey(survey: PartnerSurveyValues | undefined): PartnerInvestmentSurveyDto | undefined {
  if (!survey) return undefined;
  const { investmentExperience, ...rest } = survey;
  const body = blankToUndefined(rest) as PartnerInvestmentSurveyDto;
  if (investmentExperience) {
    body.investmentExperience = investmentExperience.map((row) => {
      const type = experienceType(row.type);
      return type === undefined ? { knowledge: row.knowledge } : { type: type as number, knowledge: row.knowledge };
    });
  }
  return body;
}

/** Prefilled from the customer and their latest KYC save. */
export function prefillPartner(details: CustomerDetailsDto): PartnerFormValues {
  const p = details.customer.profile;
  const kyc = details.latestKyc?.data;
  const doc = kyc?.document;
  return {
    naturalPerson: {
      birthPlace: kyc?.placeOfBirth ?? '',
      // Asked, not guessed: neither the customer nor the KYC record holds it, and the nationality is not it (QA: someone
      // born in Göttingen went to the partner as born in Austria, their nationality).
      birthCountry: '',
      precheckPep: kyc ? !kyc.nonPepPerson : false,
      verification: { verificationMethod: kyc?.custodianIdentVerifiedType ?? '', vendor: '', approveTime: toDateInput(details.latestKyc?.savedAt) },
      idDocument: { docType: doc?.type ?? '', issueCountry: doc?.country ?? '', documentNumber: doc?.number ?? '', additionalNumber: '', issueDate: doc?.issueDate ?? '', expireDate: doc?.validUntil ?? '' },
      compliance: { ...emptyCompliance(), pep: kyc ? !kyc.nonPepPerson : false },
      customFields: [],
      attachments: [],
      investmentSurvey: emptySurvey(),
    },
    legalPerson: {
      companyName: p.company?.name ?? '',
      legalForm: p.custodianLegalPerson?.legalForm ?? '',
      registryNumber: p.company?.registerNumber ?? '',
      registryCourt: '',
      taxId: kyc?.custodianLegalPerson?.taxId ?? '',
      foundingDate: '',
      street: p.street ?? '',
      streetNo: p.streetNo ?? '',
      zip: p.postalCode ?? '',
      city: p.town ?? '',
      country: p.countryIso ?? '',
      email: p.company?.email ?? p.email,
      phone: p.phoneNumber ?? '',
      web: '',
      precheckPep: false,
      attachments: [],
      investmentSurvey: emptySurvey(),
      subPersons: [],
    },
  };
}

/** A natural person's part of the contract's body (the partner's natural person, or a person of the company). */
function toPerson<T extends PartnerNaturalValues>(values: T) {
  const { compliance, investmentSurvey, ...rest } = values;
  const body = blankToUndefined(rest) as Omit<T, 'compliance' | 'investmentSurvey'> & Pick<PartnerNaturalPersonDto, 'compliance' | 'investmentSurvey'>;
  if (compliance) {
    body.compliance = blankToUndefined({ ...compliance, pepListNames: names(compliance.pepListNames), sanctionListNames: names(compliance.sanctionListNames) });
  }
  const survey = toSurvey(investmentSurvey);
  if (survey) body.investmentSurvey = survey;
  return body;
}

export function toNaturalPerson(customerId: string, values: PartnerNaturalValues): PartnerNaturalPersonDto {
  return { ...toPerson(values), customerId } as PartnerNaturalPersonDto;
}

type SubPersonDto = NonNullable<PartnerLegalPersonDto['subPersons']>[number];

export function toSubPerson({ role, person }: SubPersonValues): SubPersonDto {
  return { role, person: toPerson(person) as SubPersonDto['person'] };
}

export function toLegalPerson(companyId: string, values: PartnerLegalValues): PartnerLegalPersonDto {
  const { investmentSurvey, subPersons, ...rest } = values;
  const body = blankToUndefined({ ...rest, companyId }) as PartnerLegalPersonDto;
  const survey = toSurvey(investmentSurvey);
  if (survey) body.investmentSurvey = survey;
  if (subPersons) body.subPersons = subPersons.map(toSubPerson);
  return body;
}

/**
 * Validates what the form would send for this customer (the company operation's body, or the natural person in the
 * partner body) against the contract's schema; errors land on the body's paths, which are the form's.
 */
export function partnerResolver(company: boolean, customerId: string, messages: PartnerMessages = ENGLISH_MESSAGES) {
  // Files restored from a draft without their content must be attached again before anything is sent.
  const rules = (body: PartnerKycDto) => attachAgainIssues(body);
  const toField = (issue: FormIssue) => listNameIssue(issue, messages);
  return company
    ? lazyContractResolver<PartnerFormValues, PartnerKycDto>((v) => v.zPartnerCompanyKycDto, (v) => ({ legalPerson: toLegalPerson(customerId, v.legalPerson) }), rules, toField)
    : lazyContractResolver<PartnerFormValues, PartnerKycDto>((v) => v.zPartnerKycDto, (v) => ({ naturalPerson: toNaturalPerson(customerId, v.naturalPerson) }), rules, toField);
}

/** Messages the partner form's validation writes itself, in the user's language. */
export interface PartnerMessages {
  /** The `n`th (1-based) name of a comma-separated list breaks the contract: `problem` says how. */
  listName: (n: number, problem: string) => string;
}

const ENGLISH_MESSAGES: PartnerMessages = { listName: (n, problem) => `Name ${n}: ${problem}` };

/** `….pepListNames.2`: a name of a list, which the form types in one field. */
const LIST_NAME_PATH = /^(.+\.(?:pepListNames|sanctionListNames))\.(\d+)$/;

/**
 * The contract bounds each name of the PEP and sanction lists, which the form types as one comma-separated field:
 * an issue on the Nth name (a path no input has, so a submit stopped without a word or a focused field) goes to
 * that field, saying which name.
 */
export function listNameIssue(issue: FormIssue, messages: PartnerMessages): FormIssue {
  const match = LIST_NAME_PATH.exec(issue.path);
  return match ? { ...issue, path: match[1], message: messages.listName(Number(match[2]) + 1, issue.message) } : issue;
}

/**
 * Why a file cannot be attached, or null when it can: `count` files are attached to this person, `attachedBytes` to
 * every person of the submission (shared/kyc's submissionAttachmentTotal; the limits of
 * shared/kyc/partner-attachment-limits.ts, which the service holds).
 */
export function attachmentProblem(file: { size: number; type: string }, count: number, attachedBytes = 0): 'tooBig' | 'type' | 'tooMany' | 'total' | 'empty' | null {
  if (count >= MAX_ATTACHMENTS) return 'tooMany';
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  // An empty file has nothing to send (and a blank content would read as a draft's file waiting to be attached again).
  if (file.size === 0) return 'empty';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'tooBig';
  if (attachedBytes + file.size > MAX_SUBMISSION_ATTACHMENT_BYTES) return 'total';
  return null;
}

/** The `file` name a chosen file is attached under: its name cut to the contract's maxLength, in code points as the service counts. */
export const attachmentName = (file: { name: string }) => takeCodePoints(file.name, PartnerAttachmentDtoLimits.file.maxLength);

/** A file read in the browser as the contract's attachment (base64 content). */
export async function readAttachment(file: File, category: string): Promise<PartnerAttachmentDto> {
  const buffer = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < buffer.length; i += 0x8000) binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
  return { file: attachmentName(file), subject: takeCodePoints(file.name, PartnerAttachmentDtoLimits.subject.maxLength), category, date: new Date().toISOString(), content: btoa(binary) };
}

/** A person of the company's fields that a customer record of the registry can fill. */
type FillableField = (typeof SUB_PERSON_TEXT_FIELDS)[number];

/**
 * What a customer record says for a person of the company, field by field: their name, birth date, contact data,
 * nationality and address (the record's own words for them: postalCode is zip, town is city).
 */
export function personFieldsFromRecord(customer: CustomerDto): Partial<Record<FillableField, string>> {
  const p = customer.profile;
  const fields: Record<FillableField, string | null | undefined> = {
    salutation: p.salutation,
    title: p.title,
    firstname: p.firstname,
    lastname: p.lastname,
    birthDate: toDateInput(p.birthDate),
    email: p.email,
    phoneNumber: p.phoneNumber,
    nationality: p.nationalityIso,
    street: p.street,
    streetNo: p.streetNo,
    zip: p.postalCode,
    city: p.town,
    country: p.countryIso,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as Partial<Record<FillableField, string>>;
}

/** Which of the record's fields would go into fields the user left empty: what they typed is never replaced. */
export function fillsForEmptyFields(current: Partial<Record<FillableField, string>>, record: Partial<Record<FillableField, string>>): Partial<Record<FillableField, string>> {
  return Object.fromEntries(Object.entries(record).filter(([field]) => !(current[field as FillableField] ?? '').trim())) as Partial<Record<FillableField, string>>;
}
