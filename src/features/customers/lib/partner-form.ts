import type { CustomerDetailsDto, PartnerAttachmentDto, PartnerInvestmentSurveyDto, PartnerKycDto, PartnerLegalPersonDto, PartnerNaturalPersonDto } from '../../../api/generated/types.gen';
import { zPartnerCompanyKycDto, zPartnerKycDto } from '../../../api/generated/zod.gen';
import { blankToUndefined, toDateInput } from './blank-to-undefined';
import { contractResolver } from './contract-resolver';

/** Attachments are read in the browser; each at most this big (the contract allows 700,000 base64 characters). */
export const MAX_ATTACHMENT_BYTES = 500 * 1024;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const MAX_ATTACHMENTS = 20;

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

export type PartnerSurveyValues = Omit<PartnerInvestmentSurveyDto, 'investmentExperience'> & { investmentExperience?: ExperienceRow[] };

export type PartnerNaturalValues = Omit<PartnerNaturalPersonDto, 'customerId' | 'compliance' | 'investmentSurvey'> & {
  compliance: PartnerComplianceValues;
  investmentSurvey?: PartnerSurveyValues;
};

export type PartnerLegalValues = Omit<PartnerLegalPersonDto, 'companyId' | 'subPersons' | 'investmentSurvey'> & {
  investmentSurvey?: PartnerSurveyValues;
  subPersons: { role: 1 | 2 | 3; person: { firstname: string; lastname: string; birthDate: string; nationality: string; email: string; birthPlace: string; compliance: { pep: boolean; sanction: boolean } } }[];
};

export type PartnerFormValues = { naturalPerson: PartnerNaturalValues; legalPerson: PartnerLegalValues };

const names = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const emptySubPerson = (): PartnerLegalValues['subPersons'][number] => ({
  role: 1,
  person: { firstname: '', lastname: '', birthDate: '', nationality: '', email: '', birthPlace: '', compliance: { pep: false, sanction: false } },
});
export const emptyNameValue = () => ({ name: '', value: '' });
export const emptyExperience = (): ExperienceRow => ({ type: '', knowledge: false });
const emptySurvey = (): PartnerSurveyValues => ({ investmentExperience: [], investorExperience: [] });

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

function toSurvey(survey: PartnerSurveyValues | undefined): PartnerInvestmentSurveyDto | undefined {
  if (!survey) return undefined;
  const { investmentExperience, ...rest } = survey;
  const body = blankToUndefined(rest) as PartnerInvestmentSurveyDto;
  if (investmentExperience) {
    body.investmentExperience = investmentExperience.map((row) => ({ type: experienceType(row.type) as number, knowledge: row.knowledge }));
  }
  return body;
}

export interface SurveyIssue {
  field: string;
  rule: 'experienceTypeRequired';
}

/**
 * A row of investment experience must say which kind of investment it is about: knowledge alone tells the partner
 * nothing. `prefix` is the person's path in the body (`naturalPerson`, `legalPerson`).
 */
export function surveyIssues(survey: PartnerInvestmentSurveyDto | undefined, prefix: string): SurveyIssue[] {
  return (survey?.investmentExperience ?? []).flatMap((row, index) =>
    row.type === undefined ? [{ field: `${prefix}.investmentSurvey.investmentExperience.${index}.type`, rule: 'experienceTypeRequired' as const }] : [],
  );
}

/** Prefilled from the customer and their latest KYC save. */
export function prefillPartner(details: CustomerDetailsDto): PartnerFormValues {
  const p = details.customer.profile;
  const kyc = details.latestKyc?.data;
  const doc = kyc?.document;
  return {
    naturalPerson: {
      birthPlace: kyc?.placeOfBirth ?? '',
      birthCountry: kyc?.nationalityIso ?? p.nationalityIso ?? '',
      precheckPep: kyc ? !kyc.nonPepPerson : false,
      verification: { verificationMethod: kyc?.custodianIdentVerifiedType ?? '', vendor: '', approveTime: toDateInput(details.latestKyc?.savedAt) },
      idDocument: { docType: doc?.type ?? '', issueCountry: doc?.country ?? '', documentNumber: doc?.number ?? '', issueDate: doc?.issueDate ?? '', expireDate: doc?.validUntil ?? '' },
      compliance: { pep: kyc ? !kyc.nonPepPerson : false, pepChecked: '', pepHit: '', pepListNames: '', sanction: false, sanctionChecked: '', sanctionHit: '', sanctionListNames: '' },
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

export function toNaturalPerson(customerId: string, values: PartnerNaturalValues): PartnerNaturalPersonDto {
  const { compliance, investmentSurvey, ...rest } = values;
  const body = blankToUndefined({ ...rest, customerId }) as PartnerNaturalPersonDto;
  body.compliance = blankToUndefined({ ...compliance, pepListNames: names(compliance.pepListNames), sanctionListNames: names(compliance.sanctionListNames) });
  const survey = toSurvey(investmentSurvey);
  if (survey) body.investmentSurvey = survey;
  return body;
}

export function toLegalPerson(companyId: string, values: PartnerLegalValues): PartnerLegalPersonDto {
  const { investmentSurvey, ...rest } = values;
  const body = blankToUndefined({ ...rest, companyId }) as PartnerLegalPersonDto;
  const survey = toSurvey(investmentSurvey);
  if (survey) body.investmentSurvey = survey;
  return body;
}

/**
 * Validates what the form would send for this customer (the company operation's body, or the natural person in the
 * partner body) against the contract's schema, then the survey rule; `message` words a rule in the user's language.
 */
export function partnerResolver(company: boolean, customerId: string, message: (rule: SurveyIssue['rule']) => string) {
  const rules = (person: 'naturalPerson' | 'legalPerson') => (body: PartnerKycDto) =>
    surveyIssues(body[person]?.investmentSurvey, person).map((issue) => ({ path: issue.field, type: issue.rule, message: message(issue.rule) }));
  return company
    ? contractResolver<PartnerFormValues, PartnerKycDto>(zPartnerCompanyKycDto as never, (v) => ({ legalPerson: toLegalPerson(customerId, v.legalPerson) }), rules('legalPerson'))
    : contractResolver<PartnerFormValues, PartnerKycDto>(zPartnerKycDto as never, (v) => ({ naturalPerson: toNaturalPerson(customerId, v.naturalPerson) }), rules('naturalPerson'));
}

/** Why a file cannot be attached, or null when it can. */
export function attachmentProblem(file: { size: number; type: string }, count: number): 'tooBig' | 'type' | 'tooMany' | null {
  if (count >= MAX_ATTACHMENTS) return 'tooMany';
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'tooBig';
  return null;
}

/** A file read in the browser as the contract's attachment (base64 content). */
export async function readAttachment(file: File, category: string): Promise<PartnerAttachmentDto> {
  const buffer = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < buffer.length; i += 0x8000) binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
  return { file: file.name.slice(0, 300), subject: file.name.slice(0, 200), category, date: new Date().toISOString(), content: btoa(binary) };
}
