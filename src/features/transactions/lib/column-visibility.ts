import type { GridColumnVisibilityModel } from '@mui/x-data-grid';

// Which grid columns are shown, per browser. Column names only: no personal data is stored.
const KEY = 'registry.transactions.columns';

export const DEFAULT_VISIBILITY: GridColumnVisibilityModel = { updatedAt: false };

export function loadColumnVisibility(storage: Storage | undefined = globalThis.localStorage): GridColumnVisibilityModel {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');
      return { ...DEFAULT_VISIBILITY, ...Object.fromEntries(entries) };
    }
  } catch {
    // A damaged entry falls back to the defaults.
  }
  return DEFAULT_VISIBILITY;
}

export function saveColumnVisibility(model: GridColumnVisibilityModel, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(model));
  } catch {
    // Storage full or disabled: the choice lasts for this visit only.
  }
}
