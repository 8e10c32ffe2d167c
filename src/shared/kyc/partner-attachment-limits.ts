// The limits of the files sent to the KYC partner, defined once: the partner form states them and checks each file as
// it is attached; the reference service sizes the partner operations' request body from them and refuses a body
// whose files go past them, naming the field.
import { PartnerLegalPersonDtoLimits, PartnerNaturalPersonDtoLimits, PartnerSubPersonDtoLimits } from '../../api/contract-limits.gen';

/** One file as the form reads it (500 KB); its base64 (682,668 characters) fits the contract's 700,000. */
export const MAX_ATTACHMENT_BYTES = 500 * 1024;

/** Files per person: the contract's maxItems of each person's attachments (the natural person's, the company's, its persons'). */
export const MAX_ATTACHMENTS = Math.min(
  PartnerNaturalPersonDtoLimits.attachments.maxItems,
  PartnerLegalPersonDtoLimits.attachments.maxItems,
  PartnerSubPersonDtoLimits.person.attachments.maxItems,
);

/**
 * The files of one submission together, every person's (the natural person, or the company and each of its persons).
 * Twenty files for each of up to 51 persons would need a body of ~700 MB, which no service should buffer; this total
 * lets two persons carry their full twenty files each (20 MiB less forty files of 500 KiB leaves 480 KiB: not one more
 * file of full size).
 */
export const MAX_SUBMISSION_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** What the rest of a partner body may take besides the files' contents: the limit every other operation has. */
const OTHER_FIELDS_BYTES = 1024 * 1024;

/** Base64 characters for this many bytes: every 3 bytes become 4 characters, the last group padded. */
export function base64Length(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}

/** The bytes a base64 text decodes to (whitespace ignored, padding not counted). */
export function base64Bytes(content: string): number {
  const text = content.replace(/\s+/g, '');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((text.length * 3) / 4) - padding);
}

/**
 * The request body limit of the partner operations that carry attachments: every file of a submission at the total,
 * as base64, and the rest of the body. (JSON needs no escapes for base64's characters.)
 */
export const PARTNER_KYC_BODY_LIMIT = base64Length(MAX_SUBMISSION_ATTACHMENT_BYTES) + OTHER_FIELDS_BYTES;
