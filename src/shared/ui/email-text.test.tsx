import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('offers line breaks only between the parts of an address, and keeps its text whole', () => {
    const { container } = render(<EmailText email="andreas.becker+ef9f@mail-box.example.de" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span.textContent).toBe('andreas.becker+ef9f@mail-box.example.de');
    // The text between the break opportunities, as the browser may lay them out line by line.
    const pieces = span.innerHTML.split('<wbr>');
    expect(pieces).toEqual(['andreas.', 'becker', '+ef9f', '@mail-', 'box.', 'example.', 'de']);
  });

  it('breaks a short address with no dots or plus only before its @', () => {
    const { container } = render(<EmailText email="x@y" />);
    expect(container.firstElementChild?.innerHTML).toBe('x<wbr>@y');
  });
});
