import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlWarmUpSource, warmIntlOffMainThread } from './warm-intl';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Intl warm-up worker', () => {
  it('makes every kind of Intl object for each locale and then says so', () => {
    const made: string[] = [];
    const spy = (kind: string) =>
      function (this: object, locale: string | string[]) {
        made.push(`${kind} ${String(locale)}`);
        return { format: () => '', select: () => '', compare: () => 0, of: () => '' };
      };
    const posted: unknown[] = [];
    runInNewContext(intlWarmUpSource(['en-GB', 'de-DE']), {
      Intl: { DateTimeFormat: spy('date'), NumberFormat: spy('number'), PluralRules: spy('plural'), Collator: spy('collator'), DisplayNames: spy('names') },
      postMessage: (message: unknown) => posted.push(message),
    });
    expect(made).toEqual([
      'date en-GB', 'number en-GB', 'plural en-GB', 'collator en-GB', 'names en-GB,en',
      'date de-DE', 'number de-DE', 'plural de-DE', 'collator de-DE', 'names de-DE,en',
    ]);
    expect(posted).toEqual(['warm']);
  });

  it('runs as written on the real Intl', () => {
    const posted: unknown[] = [];
    runInNewContext(intlWarmUpSource(['en-GB', 'de-DE']), { Intl, postMessage: (message: unknown) => posted.push(message) });
    expect(posted).toEqual(['warm']);
  });

  it('ends the worker and frees its source once it has answered, or failed', () => {
    const workers: { terminated: boolean; onmessage?: () => void; onerror?: () => void }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        terminated = false;
        onmessage?: () => void;
        onerror?: () => void;
        constructor() {
          workers.push(this);
        }
        terminate() {
          this.terminated = true;
        }
      },
    );
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:warm-${workers.length}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    warmIntlOffMainThread();
    warmIntlOffMainThread();
    expect(workers.map((w) => w.terminated)).toEqual([false, false]);
    workers[0].onmessage?.();
    workers[1].onerror?.();
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
    expect(revoked).toEqual(['blob:warm-0', 'blob:warm-1']);
  });

  it('does nothing where there are no workers', () => {
    vi.stubGlobal('Worker', undefined);
    const create = vi.spyOn(URL, 'createObjectURL');
    warmIntlOffMainThread();
    expect(create).not.toHaveBeenCalled();
  });
});
