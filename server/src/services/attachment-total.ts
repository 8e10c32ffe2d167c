import { MAX_SUBMISSION_ATTACHMENT_BYTES } from '../../../src/shared/kyc/partner-attachment-limits';
import { submissionAttachmentTotal, type SubmissionFiles } from '../../../src/shared/kyc/submission-attachment-total';
import { ApiError } from '../http/api-error';

/**
 * The files of one submission together, every person's, stay within the total the partner form states (the contract
 * bounds each file and each person's count); refused on the attachments of the person whose files pass it. The sum is
 * the form's own (shared/kyc). A body far over it never gets here: the route's body limit answers 413 first.
 */
export function checkAttachmentTotal(submission: SubmissionFiles): void {
  const { over } = submissionAttachmentTotal(submission);
  if (over) {
    throw ApiError.invalid(
      over.field,
      `${over.field}: the attachments of all persons of one submission come to ${over.bytes} bytes here; at most ${MAX_SUBMISSION_ATTACHMENT_BYTES} bytes (${MAX_SUBMISSION_ATTACHMENT_BYTES / 1024 / 1024} MB) are accepted together.`,
    );
  }
}
