import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useActiveProfile } from '../environment';
import { describeFailure, type FailureDescription } from './describe-failure';
import { useNotify } from './notifications';

/** A summary ends as a sentence before the reason follows it ("… could not be downloaded. No such file."). */
const asSentence = (summary: string) => (/[.!?:]$/.test(summary) ? summary : `${summary}.`);

/**
 * Tell the user that an action failed: "<summary> <reason>" as an error notification, with the request id
 * (for server faults) once, on its own line. Returns the description for callers that also show it inline.
 * A topic (Notification.topic) lets a later success of the same action replace this error.
 */
export function useNotifyFailure(): (error: unknown, summary: string, topic?: string, options?: { inputKept?: boolean }) => FailureDescription {
  const { t } = useTranslation();
  const notify = useNotify();
  const { institutionId } = useActiveProfile();
  return useCallback(
    (error, summary, topic, options) => {
      const failure = describeFailure(error, t, { institutionId, inputKept: options?.inputKept });
      // The server message quotes the request id itself; the detail line already carries it.
      const reason = failure.kind === 'server' && failure.requestId ? t('errors.server.message') : failure.message;
      notify({
        message: `${asSentence(summary)} ${reason}`,
        severity: 'error',
        detail: failure.requestId ? t('common.requestId', { requestId: failure.requestId }) : undefined,
        topic,
      });
      return failure;
    },
    [t, notify, institutionId],
  );
}
