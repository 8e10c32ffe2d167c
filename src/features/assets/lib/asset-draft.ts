import type { AssetFormValues } from './asset-form-values';
import { emptyAssetForm } from './asset-form-values';

/**
 * The wizard's draft in sessionStorage: this tab only, surviving a reload or a dropped connection. It holds the
 * asset's fields and the step, nothing else: the passphrase is never part of the form, so never part of a draft.
 */
export interface AssetDraft {
  values: AssetFormValues;
  step: number;
  savedAt: string;
}

const PREFIX = 'registry.assetWizardDraft.';
const keyFor = (institutionId: string) => `${PREFIX}${institutionId || 'none'}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(institutionId: string): AssetDraft | null {
  const raw = storage()?.getItem(keyFor(institutionId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AssetDraft>;
    if (!parsed.values || typeof parsed.values !== 'object') return null;
    // Fields added after the draft was written get their defaults; unknown ones are dropped.
    const defaults = emptyAssetForm();
    const values = Object.fromEntries(
      Object.entries(defaults).map(([key, fallback]) => {
        const stored = (parsed.values as Record<string, unknown>)[key];
        return [key, typeof stored === typeof fallback && (Array.isArray(fallback) === Array.isArray(stored)) ? stored : fallback];
      }),
    ) as AssetFormValues;
    return { values, step: Number.isInteger(parsed.step) ? Number(parsed.step) : 0, savedAt: String(parsed.savedAt ?? '') };
  } catch {
    return null;
  }
}

export function saveDraft(institutionId: string, values: AssetFormValues, step: number): void {
  // Only the wizard's own fields are written, whatever else an object may carry.
  const own = Object.fromEntries(Object.keys(emptyAssetForm()).map((key) => [key, (values as Record<string, unknown>)[key]])) as AssetFormValues;
  const draft: AssetDraft = { values: own, step, savedAt: new Date().toISOString() };
  try {
    storage()?.setItem(keyFor(institutionId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage must not break the wizard; the form still holds everything.
  }
}

export function clearDraft(institutionId: string): void {
  storage()?.removeItem(keyFor(institutionId));
}
