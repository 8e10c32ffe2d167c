import type { GridLocaleText } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { loadOnce } from '../../../shared/lib/load-once';

/**
 * The DataGrid's own texts (pagination, column menu, toolbar, overlays) in the user's language. English is the grid's
 * default; the German ones (~2.4 KB compressed) load only when the language is German, not with the grid's code for
 * everyone. The grid's code waits for them when German is already chosen as it loads (no English texts flash by);
 * a switch to German while the grid is open draws it again once they are there.
 */
let german: Partial<GridLocaleText> | undefined;
const loadGerman = loadOnce(async () => {
  german = (await import('./grid-locale-de')).deDE.components.MuiDataGrid.defaultProps.localeText;
  return german;
});

const isGerman = (language: string) => language.startsWith('de');

/** Starts (or joins) the download of the grid's texts for `language`; resolves when they are there. */
export function loadGridLocaleText(language: string): Promise<unknown> {
  return isGerman(language) ? loadGerman() : Promise.resolve();
}

/** The grid's `localeText` for `language`: undefined (the grid's English) until the German texts are there. */
export function useGridLocaleText(language: string): Partial<GridLocaleText> | undefined {
  const wanted = isGerman(language);
  const [, setLoaded] = useState(german !== undefined);
  useEffect(() => {
    // A failed download leaves the grid's English texts; the next switch to German asks again.
    if (wanted && !german) loadGerman().then(() => setLoaded(true), () => undefined);
  }, [wanted]);
  return wanted ? german : undefined;
}
