import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  describe('focus after navigation', () => {
    // The page the tab opened on is remembered per tab (module state): each test starts with a fresh module.
    const freshPageHeader = async () => {
      vi.resetModules();
      return (await import('./page-header')).PageHeader;
    };
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    it('leaves the focus where the browser put it on the page the tab opened on, in StrictMode too, and gives the next page\'s heading the focus left on nothing', async () => {
      const Header = await freshPageHeader();
      const first = render(
        <StrictMode>
          <Header title="Projects" />
        </StrictMode>,
      );
      await settle();
      expect(document.body).toHaveFocus();
      first.unmount();
      render(
        <StrictMode>
          <Header title="Green Bond" />
        </StrictMode>,
      );
      await settle();
      expect(screen.getByRole('heading', { level: 1, name: 'Green Bond' })).toHaveFocus();
    });

    it('leaves the focus on a control that stays (a menu link)', async () => {
      const Header = await freshPageHeader();
      const first = render(<Header title="Projects" />);
      await settle();
      first.unmount();
      const link = document.createElement('a');
      link.href = '/assets';
      link.textContent = 'Assets';
      document.body.append(link);
      link.focus();
      render(<Header title="Assets" />);
      await settle();
      expect(link).toHaveFocus();
      link.remove();
    });
  });
  it('takes the focus back to the heading when an action took away the control that had it, and only then', async () => {
    const { focusPageHeadingIfLost, PageHeader: Header } = await import('./page-header');
    render(
      <>
        <Header title="Green Bond" />
        <button type="button">Mint</button>
      </>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    focusPageHeadingIfLost();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('heading', { level: 1, name: 'Green Bond' })).toHaveFocus();
    screen.getByRole('button', { name: 'Mint' }).focus();
    focusPageHeadingIfLost();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('button', { name: 'Mint' })).toHaveFocus();
  });
});
