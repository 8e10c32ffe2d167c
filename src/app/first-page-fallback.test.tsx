import { render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router';

afterEach(() => vi.restoreAllMocks());

describe('the first load of a lazy page', () => {
  it('keeps saying the dashboard is loading while the page code arrives, without a console warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // The app's root route with its fallback; its layout (which needs the app's providers) is not what is tested here.
    const [root] = appRoutes();
    const router = createMemoryRouter(
      [{ path: root.path, hydrateFallbackElement: root.hydrateFallbackElement, element: <Outlet />, children: [{ path: 'slow', lazy: async () => (await arrived, { Component: () => <h1>Slow page</h1> }) }] }],
      { initialEntries: ['/slow'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Registry Back Office is loading…');
    expect(warn).not.toHaveBeenCalled();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
  });
});
