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
  /** What a refusal without a reason most likely means here (describeFailure's FailureContext.refusedHint). */
  refusedHint?: string;
  /**
   * The caller shows the failure where it happened (failureInPlace): the notification is only for a failure that
   * arrives after that place is gone (the user left the page or the dialog while it was being sent). Shown in both,
   * the same failure was said twice, three times with the offline banner.
   */
  inPlace?: boolean;
  /**
   * With inPlace, for a caller that can be left while it says the failure without the person having read it (a form:
   * the failure arrived behind its leave confirmation, Leave then pressed): asked as the caller goes whether it still
   * says this failure; if so, it is notified then. A dialog that cannot be closed while its request is out needs none.
   */
  stillShown?: () => boolean;
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
  // The failure said in place that is to be notified as the caller goes, if it still says it (stillShown).
  const onLeave = useRef<(() => void) | null>(null);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
      onLeave.current?.();
      onLeave.current = null;
    };
  }, []);
  return useCallback(
    (error, summary, topic, options) => {
      const failure = describeFailure(error, t, { institutionId, inputKept: options?.inputKept, refusedHint: options?.refusedHint });
      const notifyIt = () => {
        // The server message quotes the request id itself; the detail line already carries it.
        const reason = failure.kind === 'server' && failure.requestId ? t('errors.server.message') : failure.message;
        notify({
          message: `${asSentence(summary)} ${reason}`,
          severity: 'error',
          detail: failure.requestId ? t('common.requestId', { requestId: failure.requestId }) : undefined,
          topic,
        });
      };
      if (options?.inPlace && shown.current) {
        const stillShown = options.stillShown;
        onLeave.current = stillShown
          ? () => {
              if (stillShown()) notifyIt();
            }
          : null;
        return failure;
      }
      notifyIt();
      return failure;
    },
    [t, notify, institutionId],
  );
}
