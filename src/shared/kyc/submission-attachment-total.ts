import { base64Bytes, MAX_SUBMISSION_ATTACHMENT_BYTES } from './partner-attachment-limits';

// The total of a partner submission's files, summed once: the partner form reads it as files are chosen, and the
// reference service refuses a body whose files pass MAX_SUBMISSION_ATTACHMENT_BYTES on the person where they do.

/**
 * A file as the contract's body and the form both hold it: base64 `content` once read; a file restored from a draft
 * has only its name and size.
 */
type Attachment = object | null | undefined;
type Person = { attachments?: readonly Attachment[] | null } | null | undefined;

/** What of a submission carries files: the natural person, or the company and each of its persons. */
export interface SubmissionFiles {
  naturalPerson?: Person;
  legalPerson?: (NonNullable<Person> & { subPersons?: readonly ({ person?: Person } | null | undefined)[] | null }) | null;
}

export interface SubmissionAttachmentTotal {
  /** The bytes of every file of the submission; a file without content (a draft's name only) counts nothing. */
  bytes: number;
  /**
   * Where the running total first passes MAX_SUBMISSION_ATTACHMENT_BYTES: that person's attachments, as the contract
   * names them (`legalPerson.subPersons.1.person.attachments`), and the total at that point. Null while it fits.
   */
  over: { field: string; bytes: number } | null;
}

/** Each person's attachments in a submission, in body order, with the field that names them. */
function attachmentLists({ naturalPerson, legalPerson }: SubmissionFiles): [string, Person][] {
  return [
    ['naturalPerson.attachments', naturalPerson],
    ['legalPerson.attachments', legalPerson],
    ...(legalPerson?.subPersons ?? []).map((sub, index): [string, Person] => [`legalPerson.subPersons.${index}.person.attachments`, sub?.person]),
  ];
}

function fileBytes(attachment: Attachment): number {
  const content = (attachment as { content?: unknown } | null | undefined)?.content;
  return typeof content === 'string' ? base64Bytes(content) : 0;
}

/** The bytes of all files of one submission, every person's together, and where they pass the total if they do. */
export function submissionAttachmentTotal(submission: SubmissionFiles): SubmissionAttachmentTotal {
  let bytes = 0;
  let over: SubmissionAttachmentTotal['over'] = null;
  for (const [field, person] of attachmentLists(submission)) {
    for (const attachment of person?.attachments ?? []) bytes += fileBytes(attachment);
    if (!over && bytes > MAX_SUBMISSION_ATTACHMENT_BYTES) over = { field, bytes };
  }
  return { bytes, over };
}
