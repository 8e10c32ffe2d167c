import { UuidPattern } from '../../../api/contract-limits.gen';

// The contract's Uuid (the all-zero one is no asset's id).
const uuidOrNull = (value: unknown): string | null => (typeof value === 'string' && UuidPattern.test(value.trim()) ? value.trim() : null);

/**
 * The new asset's id in an Initialize answer, or null when the answer does not say it. The interface does not show
 * the real service's answer (§4.3): ours is `{ data: { id, status } }`; the real one may well answer like
 * CreateProject, `{ data: "<uuid>" }`, or carry no id at all. Asset ids are UUIDs (§4), so nothing else is taken.
 */
export function initializedAssetId(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const data = (answer as { data?: unknown }).data;
  if (data && typeof data === 'object') return uuidOrNull((data as { id?: unknown }).id);
  return uuidOrNull(data);
}
