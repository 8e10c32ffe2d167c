import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isAnswerWithReasons } from '../../api/answer-with-reasons';
import { applyServerErrors, type ApplyServerErrorsOptions, type ApplyServerErrorsResult } from '../lib/apply-server-errors';
import { failureInPlace, useNotifyFailure } from './use-notify-failure';

export interface FormFailureOptions<T extends FieldValues> extends ApplyServerErrorsOptions<T> {
  /** What failed, in the user's words ("The project could not be saved."), before the reason. */
  summary: string;
  /** The notification's topic (Notification.topic), if there is one: a later success of the same action replaces it. */
  topic?: string;
  /** What a refusal without a reason most likely means for this form (describeFailure's FailureContext.refusedHint). */
  refusedHint?: string;
}

/**
 * Show a failed submit on the form, leaving every value the user typed in place:
 * - errors the service names (on a 400/404/409, or with a 200 `data: false`) go to their fields, the rest to the
 *   top of the form (`root.server`);
 * - an answer without any reason (the real service's 400 without a body, `data: false` alone), a network or a
 *   server failure goes to the top of the form, after what failed, in the words of describeFailure: said there alone
 *   while the form is on screen, in a notification if the form is gone by the time it arrives, or is left while it
 *   still says it (the next submit clears it): it may have arrived behind the leave confirmation, Leave then pressed.
 * The form must show `root.server` (FormErrorAlert) whenever it is on screen.
 */
export function useFormFailure() {
  const notifyFailure = useNotifyFailure();
  return useCallback(
    <T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError' | 'getValues' | 'getFieldState'>, error: unknown, { summary, topic, refusedHint, ...options }: FormFailureOptions<T>): ApplyServerErrorsResult<T> => {
      if (isAnswerWithReasons(error)) return applyServerErrors(form, error, options);
      // Still said as the form goes until the next submit clears it (or another failure replaces it).
      const stillShown = () => form.getFieldState('root.server' as FieldPath<T>).error?.message === message;
      const message = failureInPlace(summary, notifyFailure(error, summary, topic, { inPlace: true, stillShown, refusedHint }));
      form.setError('root.server', { type: 'server', message });
      return { fields: [], unmatched: [message] };
    },
    [notifyFailure],
  );
}
