import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitFeedbackCodeOnFirstInput } from './submit-feedback-code';

// Which of the split-off feedback modules were asked for.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./notification-snackbar', () => {
  loaded.add('snackbar');
  return { default: () => null };
});
vi.mock('./confirm-dialog-view', () => {
  loaded.add('confirm');
  return { default: () => null };
});

function ReadingPage() {
  useSubmitFeedbackCodeOnFirstInput();
  return <p>An asset</p>;
}

describe('the submit feedback code of a page people mostly read', () => {
  it('is not loaded while the page is only shown, and is as soon as the pointer moves over it', async () => {
    render(<ReadingPage />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...loaded]).toEqual([]);
    fireEvent.pointerMove(document.body);
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['confirm', 'snackbar']));
  });
});
