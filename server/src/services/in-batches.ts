export interface BatchLimits<T> {
  /** Items per batch, at most. */
  maxItems: number;
  /** Summed size per batch, at most (a single larger item still gets a batch of its own). */
  maxBytes?: number;
  sizeOf?: (item: T) => number;
}

/** Splits items, in order, into consecutive batches within both limits. */
export function inBatches<T>(items: readonly T[], { maxItems, maxBytes = Infinity, sizeOf = () => 0 }: BatchLimits<T>): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (batch.length > 0 && (batch.length >= maxItems || bytes + size > maxBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(item);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
