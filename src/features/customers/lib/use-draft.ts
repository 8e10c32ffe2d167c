import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useActiveProfile } from '../../../shared/environment';

export interface Draft<V> {
  savedAt: string;
  step: number;
  values: V;
}

const PREFIX = 'registry.draft.';

/**
 * The draft's key within a connection profile and its institution: what was typed for one institution never comes
 * back under another (a customer id may exist in both, and the create form has no id at all).
 */
export function draftKey(profile: { id: string; institutionId: string }, key: string): string {
  return `${profile.id}.${profile.institutionId || 'none'}.${key}`;
}

/** A draft of this browser tab (sessionStorage: gone with the tab, never in localStorage or the URL). */
export function readDraft<V>(key: string): Draft<V> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<V>;
    return draft && typeof draft === 'object' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

/**
 * Stores the draft; false when the browser refused (storage full or disabled). The draft stored before is then
 * removed: kept, it would be restored after a reload as if it were the latest one.
 */
export function writeDraft<V>(key: string, draft: Draft<V>): boolean {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
    return true;
  } catch {
    clearDraft(key);
    return false;
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored.
  }
}

export interface DraftOptions<V> {
  /** What of the values the draft keeps (the partner form leaves the attachments' content out). */
  toDraft?: (values: V) => V;
}

/**
 * Keeps the form's values and step in sessionStorage while the user types (debounced), restores them on the next
 * mount (a reload, a dropped connection), and clears them on success or when the user discards the draft.
 * `notSaving` is true while the browser refuses to store the draft, for the form to say so. A draft belongs to the
 * active profile and institution (`draftKey`).
 */
export function useDraft<V extends FieldValues>(formKey: string, form: UseFormReturn<V>, step: number, setStep: (step: number) => void, defaults: V, options: DraftOptions<V> = {}) {
  const key = draftKey(useActiveProfile(), formKey);
  const [restoredAt, setRestoredAt] = useState<string | null>(() => readDraft(key)?.savedAt ?? null);
  const [notSaving, setNotSaving] = useState(false);
  // A module's function (stable), so saving is not redefined on every render.
  const { toDraft } = options;
  const stepRef = useRef(step);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const active = useRef(true);

  // Restore once, before the user types.
  useEffect(() => {
    const draft = readDraft<V>(key);
    if (!draft) return;
    form.reset(draft.values, { keepDefaultValues: true });
    setStep(draft.step);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore only when the draft's key changes
  }, [key]);

  const save = useCallback(() => {
    if (!active.current || !form.formState.isDirty) return;
    const values = form.getValues();
    const saved = writeDraft(key, { savedAt: new Date().toISOString(), step: stepRef.current, values: toDraft ? toDraft(values) : values });
    setNotSaving(!saved);
  }, [form, key, toDraft]);

  useEffect(() => {
    stepRef.current = step;
    save();
  }, [step, save]);

  useEffect(() => {
    const subscription = form.watch(() => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(save, 400);
    });
    const flush = () => save();
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [form, save]);

  return {
    restoredAt,
    notSaving,
    /** After a successful submit: nothing more is stored. */
    clear: useCallback(() => {
      active.current = false;
      if (timer.current) clearTimeout(timer.current);
      clearDraft(key);
    }, [key]),
    /** The user throws the draft away: back to the prefilled form at its first step. */
    discard: useCallback(() => {
      if (timer.current) clearTimeout(timer.current);
      clearDraft(key);
      form.reset(defaults);
      setStep(0);
      setRestoredAt(null);
    }, [defaults, form, key, setStep]),
  };
}
