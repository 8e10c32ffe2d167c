import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage, RouteErrorPage } from './route-error-page';

function Boom(): never {
  throw new Error('kaput');
}

describe('a crashing route', () => {
  it('shows a designed error page with a way back, not a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This page crashed' })).toBeInTheDocument();
    expect(screen.getByText('kaput')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute('href', '/projects');
  });

  it("a page whose code could not be downloaded says so and offers a reload, not 'crashed'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Unloadable(): never {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost:8080/assets/project-page-x.js');
    }
    const router = createMemoryRouter([{ path: '/', element: <Unloadable />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/offline, or the dashboard was updated/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('an unknown address says so', async () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/nowhere'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
