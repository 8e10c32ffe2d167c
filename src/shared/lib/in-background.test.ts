import { describe, expect, it, vi } from 'vitest';
import { inBackground } from './in-background';

describe('inBackground', () => {
  it('starts the work at once and lets a rejection or a throw pass quietly', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const start = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      inBackground(start);
      expect(start).toHaveBeenCalledTimes(1);
      expect(() =>
        inBackground(() => {
          throw new Error('boom');
        }),
      ).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
