/**
 * What the partner's answer says of each person sent. The interface does not show the inner fields of its
 * `naturalPerson` and `legalPerson` (§4.3); ours are a reference, a status and a time. Only those fields that are
 * there, and of the right kind, are shown; an answer without any reference gets the plain "sent" receipt.
 */
export interface ReceiptLine {
  reference: string;
  status?: string;
  receivedAt?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function receiptLine(person: unknown): ReceiptLine | null {
  if (!person || typeof person !== 'object') return null;
  const { referenceId, status, receivedAt } = person as Record<string, unknown>;
  const reference = text(referenceId);
  if (!reference) return null;
  const time = text(receivedAt);
  return { reference, status: text(status), receivedAt: time && !Number.isNaN(Date.parse(time)) ? time : undefined };
}

export function receiptLines(answer: unknown): ReceiptLine[] {
  if (!answer || typeof answer !== 'object') return [];
  const { naturalPerson, legalPerson } = answer as Record<string, unknown>;
  return [receiptLine(naturalPerson), receiptLine(legalPerson)].filter((line): line is ReceiptLine => line !== null);
}
