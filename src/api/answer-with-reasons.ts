import { isApiFailure, type ApiFailure, type ApiFailureKind } from './api-failure';

/** Answers in which the service says what is wrong with the request (our 400/404/409, or the real service's 200 `data: false`). */
const ANSWERS_WITH_REASONS: readonly ApiFailureKind[] = ['validation', 'not-found', 'conflict', 'rejected'];

/**
 * A failure whose errors say what is wrong, so a form shows them on its fields (the rest at its top). Without any
 * error (the real service's 400 without a body, `data: false` alone) there is nothing to place: the form says the
 * service refused, in the words of describeFailure.
 */
export function isAnswerWithReasons(error: unknown): error is ApiFailure {
  return isApiFailure(error) && ANSWERS_WITH_REASONS.includes(error.kind) && error.errors.length > 0;
}
