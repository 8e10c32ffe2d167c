import { FORMAT_LOCALES } from '../shared/lib/format';

/**
 * The first Intl object a page makes (a date or number format, a collator, plural rules) costs 30–90 ms on a
 * desktop, four times that on a slow phone: the browser loads and prepares its locale data (ICU) once, on the first
 * use. Every page of the dashboard formats a date, a number or a plural in its first render, so that load landed in
 * the first render, as one long task. That data is shared by the whole page, its workers included: a throwaway
 * worker that makes each kind once, for each locale the dashboard offers, loads it on another core while the page
 * waits for its code and data, and the page's own first formatter then takes under a millisecond.
 *
 * A blob worker (the service's CSP allows `worker-src blob:`), so there is no file to fetch. Nothing depends on it:
 * without workers, or if it fails, the first formatter simply pays for the data itself.
 */
export function intlWarmUpSource(locales: readonly string[]): string {
  // Compact on purpose: the text is shipped as is, on every page's first load.
  return `for(const l of ${JSON.stringify(locales)}){new Intl.DateTimeFormat(l,{dateStyle:'medium',timeStyle:'short'}).format(0);new Intl.NumberFormat(l).format(1.5);new Intl.PluralRules(l).select(1);new Intl.Collator(l).compare('a','b');new Intl.DisplayNames([l,'en'],{type:'region'}).of('AT')}postMessage('warm')`;
}

export function warmIntlOffMainThread(locales: readonly string[] = FORMAT_LOCALES): void {
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([intlWarmUpSource(locales)], { type: 'text/javascript' }));
  try {
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onmessage = done;
    worker.onerror = done;
  } catch {
    URL.revokeObjectURL(url);
  }
}
