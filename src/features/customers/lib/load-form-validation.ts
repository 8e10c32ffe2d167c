import { loadOnce } from '../../../shared/lib/load-once';

/** The customer forms' validation code (~26 KB compressed), asked for as the user first acts on a form page. */
export const loadFormValidation = loadOnce(() => import('./form-validation'));
