import { useOnFirstInput } from '../../../shared/hooks/use-on-first-input';
import { useSubmitFeedbackCodeOnFirstInput } from '../../../shared/ui/submit-feedback-code';
import { loadFormValidation } from './load-form-validation';

const preloadValidation = () => void loadFormValidation().catch(() => undefined);

/**
 * A customer form page shows with the code it draws; what checks and submits it (validation, the submit's
 * confirmation and failure notice) downloads as the user first acts on the page, long before a field is left or
 * the form sent, and stays loaded should the service go away afterwards.
 */
export function useFormCodeOnFirstInput(): void {
  useSubmitFeedbackCodeOnFirstInput();
  useOnFirstInput(preloadValidation);
}
