import { describe, expect, it } from 'vitest';
import { MAX_SUBMISSION_ATTACHMENT_BYTES } from './partner-attachment-limits';
import { submissionAttachmentTotal } from './submission-attachment-total';

const file = (bytes: number) => ({ file: 'a.pdf', content: btoa('x'.repeat(bytes)) });

describe('the total of a submission’s files, as the form and the service both sum it', () => {
  it('counts the files of the company and of each of its persons, a file kept by name only as nothing', () => {
    const company = { companyName: 'Donau Kapital AG', attachments: [file(10), file(5)], subPersons: [{ role: 1, person: { attachments: [file(7), { file: 'kept-by-name.pdf' }] } }] };
    expect(submissionAttachmentTotal({ legalPerson: company })).toEqual({ bytes: 22, over: null });
    expect(submissionAttachmentTotal({ naturalPerson: { attachments: [file(4)] } }).bytes).toBe(4);
    expect(submissionAttachmentTotal({}).bytes).toBe(0);
  });

  it('names the person whose files take the total past the limit, with the total there', () => {
    // Base64 of a large file is costly to build; a long run of 'A' decodes to three bytes per four characters.
    const bytes = (n: number) => ({ content: 'A'.repeat((n / 3) * 4) });
    const half = MAX_SUBMISSION_ATTACHMENT_BYTES / 2 - 1; // 10485759, a multiple of 3
    const submission = { legalPerson: { attachments: [bytes(half)], subPersons: [{ person: { attachments: [bytes(half)] } }, { person: { attachments: [bytes(3)] } }] } };
    expect(submissionAttachmentTotal(submission).over).toEqual({ field: 'legalPerson.subPersons.1.person.attachments', bytes: 2 * half + 3 });
    submission.legalPerson.subPersons[1].person.attachments = [bytes(0)];
    expect(submissionAttachmentTotal(submission).over).toBeNull();
  });
});
