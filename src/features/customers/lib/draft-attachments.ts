import { base64Bytes } from '../../../shared/kyc/partner-attachment-limits';
import type { FormIssue } from './contract-resolver';

// Attachments and drafts. A draft lives in sessionStorage (a few MB per origin); the files' base64 content would fill
// it and make every later write fail. So a draft keeps each file's name and size only, and after a reload the form
// shows those files as to be attached again, and refuses to send until they are.

/** An attachment as a draft keeps it: no content, its size in bytes. */
export type DraftAttachment = { file?: string; subject?: string; category?: string; date?: string; size: number };

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object';

function withoutContent(attachment: unknown): unknown {
  if (!isRecord(attachment) || typeof attachment.content !== 'string') return attachment;
  const { content, ...rest } = attachment;
  return { ...rest, size: base64Bytes(content) };
}

/** The form's values as a draft keeps them: every `attachments` list (any person's) without the files' content. */
export function withoutAttachmentContent<V>(values: V): V {
  if (Array.isArray(values)) return values.map((item: unknown) => withoutAttachmentContent(item)) as V;
  if (!isRecord(values)) return values;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = key === 'attachments' && Array.isArray(value) ? value.map(withoutContent) : withoutAttachmentContent(value);
  }
  return out as V;
}

/** A file restored from a draft: named, without its content, waiting to be attached again. */
export function isAwaitingFile(attachment: unknown): attachment is DraftAttachment {
  return isRecord(attachment) && typeof attachment.content !== 'string' && typeof attachment.size === 'number';
}

/** The rule type of a list holding files to attach again; the attachments field says it in the user's words. */
export const ATTACH_AGAIN = 'attachAgain';

/**
 * An issue on every attachments list of the body that holds a file without content: the form attaches each file it
 * sends with its content, so such a file came from a draft and was never attached again.
 */
export function attachAgainIssues(body: unknown, path = ''): FormIssue[] {
  if (Array.isArray(body)) return body.flatMap((item, index) => attachAgainIssues(item, path ? `${path}.${index}` : String(index)));
  if (!isRecord(body)) return [];
  return Object.entries(body).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (key !== 'attachments' || !Array.isArray(value)) return attachAgainIssues(value, at);
    const missing = value.filter((a) => isRecord(a) && typeof a.content !== 'string').map((a) => String((a as { file?: unknown }).file ?? ''));
    return missing.length ? [{ path: at, type: ATTACH_AGAIN, message: `Attach again: ${missing.join(', ')}.` }] : [];
  });
}
