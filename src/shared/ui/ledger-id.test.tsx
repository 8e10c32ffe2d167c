import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LedgerId, shortenMiddle } from './ledger-id';

const ADDRESS = 'LP5Q5THS2TRMZG65Y4KEH5MSQOOYVDGFBIDLDKBD7XZI5SYIECGFAKU4NX';

describe('LedgerId', () => {
  it('shows the start and end of a long address, and the whole of a short one', () => {
    expect(shortenMiddle(ADDRESS)).toBe('LP5Q5T…AKU4NX');
    expect(shortenMiddle('TX-123')).toBe('TX-123');
  });

  it('keeps the full value for the tooltip and for screen readers', () => {
    render(<LedgerId value={ADDRESS} />);
    expect(screen.getByTitle(ADDRESS)).toBeInTheDocument();
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    expect(screen.getByText('LP5Q5T…AKU4NX')).toHaveAttribute('aria-hidden', 'true');
  });
});
