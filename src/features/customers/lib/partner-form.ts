import type { CustomerDetailsDto, PartnerAttachmentDto, PartnerLegalPersonDto, PartnerNaturalPersonDto } from '../../../api/generated/types.gen';
import { blankToUndefined, toDateInput } from './blank-to-undefined';

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

export type PartnerNaturalValues = Omit<PartnerNaturalPersonDto, 'customerId' | 'compliance'> & { compliance: PartnerComplianceValues };

export type PartnerLegalValues = Omit<PartnerLegalPersonDto, 'companyId' | 'subPersons'> & {
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
      subPersons: [],
    },
  };
}

export function toNaturalPerson(customerId: string, values: PartnerNaturalValues): PartnerNaturalPersonDto {
  const { compliance, ...rest } = values;
  const body = blankToUndefined({ ...rest, customerId }) as PartnerNaturalPersonDto;
  body.compliance = blankToUndefined({ ...compliance, pepListNames: names(compliance.pepListNames), sanctionListNames: names(compliance.sanctionListNames) });
  return body;
}

export function toLegalPerson(companyId: string, values: PartnerLegalValues): PartnerLegalPersonDto {
  return blankToUndefined({ ...values, companyId }) as PartnerLegalPersonDto;
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
