import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('names the tab after the page', () => {
    render(<PageHeader title="Projects" />);
    expect(document.title).toBe('Projects · Registry Back Office');
  });

  it('keeps a personal title (a customer\'s name) out of the tab and so out of the browser history', () => {
    render(<PageHeader title="Jürgen Weiß" documentTitle="Customer" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jürgen Weiß' })).toBeInTheDocument();
    expect(document.title).toBe('Customer · Registry Back Office');
  });
});
