import { loadOnce } from '../../../shared/lib/load-once';

/** The wizard's validation code (~28 KB compressed), asked for as the user first acts on the wizard. */
export const loadAssetFormSchema = loadOnce(() => import('./asset-form-schema'));
