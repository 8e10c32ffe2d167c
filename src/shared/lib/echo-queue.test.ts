import { describe, expect, it } from 'vitest';
import { createEchoQueue } from './echo-queue';

describe('createEchoQueue', () => {
  it('recognises values sent, even when the owner skips some', () => {
    const queue = createEchoQueue<string>();
    queue.sent('g');
    queue.sent('gr');
    queue.sent('gre');
    expect(queue.isEcho('gr')).toBe(true);
    // 'g' was sent before 'gr', which has come back: it can no longer be an echo.
    expect(queue.isEcho('g')).toBe(false);
  });

  it('forgets what is in flight once an outside value shows', () => {
    const queue = createEchoQueue<string>();
    queue.sent('a');
    queue.sent('ab');
    expect(queue.isEcho('from a link')).toBe(false);
    expect(queue.isEcho('ab')).toBe(false);
  });

  it('treats a value never sent as news', () => {
    expect(createEchoQueue<number>().isEcho(1)).toBe(false);
  });
});
