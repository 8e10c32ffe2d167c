import type { TFunction } from '../i18n/translator';
import { isApiFailure, type ApiFailure, type ApiFieldError } from '../../api/api-failure';

export interface FailureDescription {
  title: string;
  message: string;
  requestId: string | null;
  kind: ApiFailure['kind'] | 'unknown';
}

/**
 * The service's reasons as one line. A refused value's field is named before its reason unless the reason names it
 * already ("take: too large", not "take: take must be an integer."); a missing or conflicting thing's reason is a
 * sentence of its own ("No such registry extract file for this customer."), where the field would be the service's
 * jargon (`fileName`) before it.
 */
function reasons(errors: readonly ApiFieldError[], nameFields: boolean): string {
  return errors
    .map((e) => (nameFields && e.field && !e.message.includes(e.field) ? `${e.field}: ${e.message}` : e.message))
    .filter(Boolean)
    .join('; ');
}

export interface FailureContext {
  institutionId?: string;
  /** False where the form empties a field after a failed submit (a passphrase): the words do not promise it is kept. */
  inputKept?: boolean;
  /**
   * What a refusal without a reason most likely means where it happened, in the user's words, in place of "the item may
   * have been changed or removed": a form that creates a record says what may be in use already ("Another customer may
   * use this e-mail address already, …").
   */
  refusedHint?: string;
}

/** What a user reads for a failure: a title, one sentence and, for server faults, the request id. */
export function describeFailure(error: unknown, t: TFunction, context: FailureContext = {}): FailureDescription {
  // Whether to say that nothing typed is lost: not where the form empties a secret field (the finalize passphrase).
  const withKept = (message: string) => (context.inputKept === false ? message : `${message} ${t('errors.inputKept')}`);
  if (!isApiFailure(error)) {
    return { kind: 'unknown', title: t('errors.unknown.title'), message: error instanceof Error ? error.message : String(error), requestId: null };
  }
  const named = error.kind === 'validation' || error.kind === 'rejected';
  const detail = reasons(error.errors, named);
  switch (error.kind) {
    case 'validation':
      // The real service may answer 400 with no body where ours answers 404/409 (interface §7): no reason given.
      if (!detail) {
        const message = `${t('apiAnswers.refused.message')} ${context.refusedHint ?? t('apiAnswers.refused.hint')}`;
        return { kind: error.kind, title: t('apiAnswers.refused.title'), message, requestId: error.requestId };
      }
      return { kind: error.kind, title: t('errors.validation.title'), message: detail, requestId: error.requestId };
    case 'rejected':
      // 200 with `data: false`: the service did not do it.
      return { kind: error.kind, title: t('apiAnswers.rejected.title'), message: detail || t('apiAnswers.rejected.message'), requestId: error.requestId };
    case 'unauthorized':
      return { kind: error.kind, title: t('errors.unauthorized.title'), message: t('errors.unauthorized.message'), requestId: error.requestId };
    case 'forbidden':
      return {
        kind: error.kind,
        title: t('errors.forbidden.title'),
        message: t('errors.forbidden.message', { institutionId: context.institutionId || '—' }),
        requestId: error.requestId,
      };
    case 'not-found':
      return { kind: error.kind, title: t('errors.notFound.title'), message: detail || t('errors.notFound.message'), requestId: error.requestId };
    case 'conflict':
      return { kind: error.kind, title: t('errors.conflict.title'), message: detail || t('errors.conflict.message'), requestId: error.requestId };
    case 'rate-limited':
      return {
        kind: error.kind,
        title: t('errors.rateLimited.title'),
        message: withKept(
          error.retryAfterSeconds !== null ? t('errors.rateLimited.messageIn', { seconds: error.retryAfterSeconds }) : t('errors.rateLimited.message'),
        ),
        requestId: error.requestId,
      };
    case 'network':
      return { kind: error.kind, title: t('errors.network.title'), message: withKept(t('errors.network.message')), requestId: null };
    default:
      return {
        kind: error.kind,
        title: t('errors.server.title'),
        message: error.requestId ? t('errors.server.messageWithId', { requestId: error.requestId }) : t('errors.server.message'),
        requestId: error.requestId,
      };
  }
}
