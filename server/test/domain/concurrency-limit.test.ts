import { describe, expect, it } from 'vitest';
import { deriveSigningKey, derivationLimit } from '../../src/services/asset-signing';
import { createConcurrencyLimit } from '../../src/services/concurrency-limit';

describe('concurrency limit', () => {
  it('runs at most `max` tasks at once, the rest in arrival order, and frees a slot when a task fails', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve, reject) => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        setTimeout(() => {
          running -= 1;
          if (n === 1) reject(new Error('task 1 failed'));
          else resolve(n);
        }, 10);
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((n) => limit.run(task(n))));
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<number>).value)).toEqual([0, 2, 3, 4, 5]);
    expect(limit.active()).toBe(0);
    expect(limit.queued()).toBe(0);
  });

  it('keeps a burst of finalize key derivations to half the thread pool, so other thread-pool work is not starved', async () => {
    const derivations = Array.from({ length: 8 }, (_, i) => deriveSigningKey(`passphrase ${i}`, `asset-${i}`));
    await new Promise((resolve) => setImmediate(resolve));
    expect(derivationLimit.active()).toBe(2);
    expect(derivationLimit.queued()).toBe(6);
    const keys = await Promise.all(derivations);
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(8);
    expect(derivationLimit.active()).toBe(0);
  });
});
