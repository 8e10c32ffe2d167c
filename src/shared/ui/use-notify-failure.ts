import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useActiveProfile } from '../environment';
import { describeFailure, type FailureDescription } from './describe-failure';
import { useNotify } from './notifications';

/** A summary ends as a sentence before the reason follows it ("… could not be downloaded. No such file."). */
const asSentence = (summary: string) => (/[.!?:]$/.test(summary) ? summary : `${summary}.`);

/**
 * What failed and why, as one text where it happened (a form's or a dialog's alert): "The customer was not created.
 * Offline: The service cannot be reached. …". The title says whose answer it is ("The service refused the request: It
 * gave no reason"), so it stays before the reason.
 */
export const failureInPlace = (summary: string, failure: FailureDescription): string => `${asSentence(summary)} ${failure.title}: ${failure.message}`;

export interface NotifyFailureOptions {
  /** False where the form empties a field after a failed submit (a passphrase): the words do not promise it is kept. */
  inputKept?: boolean;
  /**
   * The caller shows the failure where it happened (failureInPlace): the notification is only for a failure that
   * arrives after that place is gone (the user left the page or the dialog while it was being sent). Shown in both,
   * the same failure was said twice, three times with the offline banner.
   */
  inPlace?: boolean;
}

/**
 * Tell the user that an action failed: "<summary> <reason>" as an error notification, with the request id
 * (for server faults) once, on its own line. Returns the description for callers that also show it inline.
 * A topic (Notification.topic) lets a later success of the same action replace this error.
 */
export function useNotifyFailure(): (error: unknown, summary: string, topic?: string, options?: NotifyFailureOptions) => FailureDescription {
  const { t } = useTranslation();
  const notify = useNotify();
  const { institutionId } = useActiveProfile();
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(
    (error, summary, topic, options) => {
      const failure = describeFailure(error, t, { institutionId, inputKept: options?.inputKept });
      if (options?.inPlace && shown.current) return failure;
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
