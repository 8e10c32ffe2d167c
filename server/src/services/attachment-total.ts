import { base64Bytes, MAX_SUBMISSION_ATTACHMENT_BYTES } from '../../../src/shared/kyc/partner-attachment-limits';
import { ApiError } from '../http/api-error';
import type { PartnerAttachmentDto, PartnerLegalPersonDto, PartnerNaturalPersonDto } from './api-types';

type Submission = { naturalPerson?: PartnerNaturalPersonDto | null; legalPerson?: PartnerLegalPersonDto | null };

/** Each person's attachments in a submission, with the field that names them. */
function attachmentLists({ naturalPerson, legalPerson }: Submission): [string, PartnerAttachmentDto[] | undefined][] {
  return [
    ['naturalPerson.attachments', naturalPerson?.attachments],
    ['legalPerson.attachments', legalPerson?.attachments],
    ...(legalPerson?.subPersons ?? []).map((sub, index): [string, PartnerAttachmentDto[] | undefined] => [`legalPerson.subPersons.${index}.person.attachments`, sub.person?.attachments]),
  ];
}

/**
 * The files of one submission together, every person's, stay within the total the partner form states (the contract
 * bounds each file and each person's count); refused on the attachments of the person whose files pass it. A body
 * far over it never gets here: the route's body limit answers 413 first.
 */
export function checkAttachmentTotal(submission: Submission): void {
  let total = 0;
  for (const [field, attachments] of attachmentLists(submission)) {
    for (const attachment of attachments ?? []) total += typeof attachment.content === 'string' ? base64Bytes(attachment.content) : 0;
    if (total > MAX_SUBMISSION_ATTACHMENT_BYTES) {
      throw ApiError.invalid(
        field,
        `${field}: the attachments of all persons of one submission come to ${total} bytes here; at most ${MAX_SUBMISSION_ATTACHMENT_BYTES} bytes (${MAX_SUBMISSION_ATTACHMENT_BYTES / 1024 / 1024} MB) are accepted together.`,
      );
    }
  }
}
