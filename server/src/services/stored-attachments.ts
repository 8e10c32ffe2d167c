import { base64Bytes } from '../../../src/shared/kyc/partner-attachment-limits';
import type { PartnerAttachmentDto, PartnerLegalPersonDto, PartnerNaturalPersonDto, PartnerStoredAttachmentDto, PartnerSubmissionRecordDto } from './api-types';

/** An attachment as a submission lists it: everything but its content, with the content's size in bytes. */
export function storedAttachment({ content, ...rest }: PartnerAttachmentDto): PartnerStoredAttachmentDto {
  return typeof content === 'string' ? { ...rest, size: base64Bytes(content) } : rest;
}

const listed = (attachments: PartnerAttachmentDto[] | undefined) => attachments?.map(storedAttachment);

export type ListedNatural = NonNullable<PartnerSubmissionRecordDto['naturalPerson']>;
export type ListedLegal = NonNullable<PartnerSubmissionRecordDto['legalPerson']>;

/** A natural person as sent, its attachments without content. */
export function listedNaturalPerson(person: PartnerNaturalPersonDto): ListedNatural {
  return person.attachments ? { ...person, attachments: listed(person.attachments) } : person;
}

/** A company as sent, its and each of its persons' attachments without content. */
export function listedLegalPerson(company: PartnerLegalPersonDto): ListedLegal {
  const out: ListedLegal = { ...company };
  if (company.attachments) out.attachments = listed(company.attachments);
  if (company.subPersons) {
    out.subPersons = company.subPersons.map((sub) =>
      sub.person?.attachments ? { ...sub, person: { ...sub.person, attachments: listed(sub.person.attachments) } } : sub,
    ) as ListedLegal['subPersons'];
  }
  return out;
}
