import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPointerRelease } from './after-pointer-release';

afterEach(() => vi.useRealTimers());

describe('afterPointerRelease', () => {
  it('runs at once when no pointer is pressed (a Tab, a key)', () => {
    const run = vi.fn();
    afterPointerRelease(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for the press in progress to end and its click to be dispatched', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    afterPointerRelease(run);
    expect(run).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    // The click follows the release before anything the release scheduled.
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs too when the press is cancelled (a touch that became a scroll)', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    afterPointerRelease(run);
    document.body.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it.each([
    ['a right-click opens the context menu', 'contextmenu', document],
    ['the press starts a drag', 'dragstart', document],
    ['a key is pressed', 'keydown', document],
    ['the window loses the focus to another', 'blur', window],
  ] as const)('runs, and runs later checks at once, when the release never reaches the page: %s', (_case, type, target) => {
    vi.useFakeTimers();
    const run = vi.fn();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    afterPointerRelease(run);
    target.dispatchEvent(type === 'keydown' ? new KeyboardEvent(type, { key: 'Tab', bubbles: true }) : new Event(type, { bubbles: true }));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
    const later = vi.fn();
    afterPointerRelease(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it.each([
    ['a modifier held for a Shift-click', { key: 'Shift' }],
    ['a key held down, repeating', { key: 'a', repeat: true }],
  ])('keeps waiting through %s', (_case, key) => {
    vi.useFakeTimers();
    const run = vi.fn();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    afterPointerRelease(run);
    document.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true }));
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not run for a field the click removed, and runs for one still on the page', () => {
    vi.useFakeTimers();
    const removed = document.body.appendChild(document.createElement('input'));
    const kept = document.body.appendChild(document.createElement('input'));
    const [forRemoved, forKept] = [vi.fn(), vi.fn()];
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    afterPointerRelease(forRemoved, removed);
    afterPointerRelease(forKept, kept);
    removed.remove();
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    vi.runAllTimers();
    expect(forRemoved).not.toHaveBeenCalled();
    expect(forKept).toHaveBeenCalledOnce();
    kept.remove();
  });
});
