import { useFormState } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLeaveGuard } from '../../../shared/hooks/use-leave-guard';
import { FormErrorAlert, hasFieldError } from '../../../shared/ui/form-error-alert';

// Pieces of form state shown around a form. Each reads only the state it shows (useFormState with a name), so the
// page holding the FormProvider does not re-render, and with it every field, on each keystroke.

/** Asks before leaving while the form has unsaved changes (until `done`); says whether a draft keeps them. */
export function LeaveGuard({ done, draftSaved = true }: { done: boolean; draftSaved?: boolean }) {
  const { t } = useTranslation();
  const { isDirty } = useFormState();
  useLeaveGuard(isDirty && !done, {
    title: t('customers.leave.title'),
    message: draftSaved ? t('customers.leave.message') : t('customers.leave.messageNotSaved'),
    confirmLabel: t('customers.leave.confirm'),
  });
  return null;
}

/** The submit's errors that no field could take; focused when no field's error is (reads every error to know). */
export function FormRootError() {
  const { errors } = useFormState();
  return <FormErrorAlert message={errors.root?.server?.message} fieldHasError={hasFieldError(errors)} />;
}
