import type { FieldErrors, FieldValues } from 'react-hook-form';

/** One step of a multi-step form: the form paths (and their children) it holds. */
export interface StepFields {
  id: string;
  fields: readonly string[];
}

/** Whether `path` is `prefix` itself or lies below it ("address.town" under "address"). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`);
}

/** The index of the step holding a field, or undefined when no step does. */
export function stepOfField(steps: readonly StepFields[], path: string): number | undefined {
  const index = steps.findIndex((s) => s.fields.some((f) => isUnder(path, f)));
  return index >= 0 ? index : undefined;
}

/** The dotted paths of every error in an RHF error tree, in the tree's order (root errors left out). */
export function errorPaths(errors: FieldErrors<FieldValues>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'root' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string' && (value as { type?: unknown }).type !== undefined) out.push(path);
    else if (typeof value === 'object') out.push(...errorPaths(value as FieldErrors<FieldValues>, path));
  }
  return out;
}

/** The first error in step order: the step to show and the field to focus. */
export function firstError(steps: readonly StepFields[], paths: readonly string[]): { step: number; path: string } | null {
  let best: { step: number; path: string } | null = null;
  for (const path of paths) {
    const step = stepOfField(steps, path);
    if (step === undefined) continue;
    if (!best || step < best.step) best = { step, path };
  }
  return best;
}
