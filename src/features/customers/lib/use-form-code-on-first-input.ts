import { useOnFirstInput } from '../../../shared/hooks/use-on-first-input';
import { useSubmitFeedbackCodeOnFirstInput } from '../../../shared/ui/submit-feedback-code';
import { preloadCountryInput } from '../components/form-fields';
import { loadFormValidation } from './load-form-validation';
import { inBackground } from '../../../shared/lib/in-background';

const preloadActionCode = () => {
  inBackground(loadFormValidation);
  preloadCountryInput();
};

/**
 * A customer form page shows with the code it draws first; what checks and submits it (validation, the submit's
 * confirmation and failure notice) and the country picker download as the user first acts on the page, long before
 * a field is left or the form sent, and stay loaded should the service go away afterwards.
 */
export function useFormCodeOnFirstInput(): void {
  useSubmitFeedbackCodeOnFirstInput();
  useOnFirstInput(preloadActionCode);
}
