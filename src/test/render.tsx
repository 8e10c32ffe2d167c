import CssBaseline from '@mui/material/CssBaseline';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ColorModeProvider } from '../shared/theme/color-mode';
import { ConfirmProvider } from '../shared/ui/confirm-dialog';
import { expect } from 'vitest';
import { NotificationsProvider, useNotify } from '../shared/ui/notifications';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** The notify of the providers rendered last, for expectSaidOnce and expectNotNotified. */
let notifyInTest: ReturnType<typeof useNotify> | undefined;
function NotifyHandle() {
  const notify = useNotify();
  useEffect(() => {
    notifyInTest = notify;
  }, [notify]);
  return null;
}

const SETTLED = 'Every notification raised so far is on screen.';

/**
 * How often `text` is said on screen, notifications counted. The snackbar's code loads lazily, so a notification
 * raised a moment ago may not be on screen yet, and a count made then would pass whatever the page did. A notice of
 * its own is raised first and awaited: once the snackbar shows something (that notice, or an error raised before it,
 * which goes first), every notification raised before it is in the page.
 */
async function countSaid(text: RegExp, expected: number): Promise<number> {
  act(() => notifyInTest?.({ message: SETTLED, severity: 'info' }));
  await waitFor(() => expect(screen.queryByText(SETTLED) !== null || screen.queryAllByText(text).length > expected).toBe(true), { timeout: 5_000 });
  return screen.queryAllByText(text).length;
}

/** That `text` is said exactly once on screen, notifications counted (countSaid). */
export async function expectSaidOnce(text: RegExp) {
  expect(await countSaid(text, 1)).toBe(1);
}

/** That `text` is nowhere on screen, notifications counted (countSaid): no notification said it. */
export async function expectNotNotified(text: RegExp) {
  expect(await countSaid(text, 0)).toBe(0);
}

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ColorModeProvider>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <NotifyHandle />
          <ConfirmProvider>{children}</ConfirmProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </ColorModeProvider>
  );
}

/** Render with the app's providers, a memory router and a fresh query cache. */
export function renderWithProviders(ui: ReactElement, { route = '/', queryClient = createTestQueryClient() } = {}) {
  const result = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, queryClient };
}

/**
 * Render a page at `route` under a data router (as the app's), for pages that use its hooks (useBlocker: the
 * forms' leave guard), with the app's providers and a fresh query cache. `routes`: pages beside it to land on.
 */
export function renderRoute(
  path: string,
  element: ReactElement,
  {
    route = path,
    queryClient = createTestQueryClient(),
    routes = [],
  }: { route?: string | { pathname: string; state?: unknown }; queryClient?: QueryClient; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [route] });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, queryClient, router };
}

/** A JSON Response as the service sends it (the envelope), with a request id header. */
export function jsonResponse(status: number, body: unknown, requestId = 'req-test-1'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId } });
}

export function ok<T>(data: T): { data: T; errorMessageCodes: null; errors: null } {
  return { data, errorMessageCodes: null, errors: null };
}

export function failed(errors: { code: string; message: string; field?: string }[]) {
  return { data: null, errorMessageCodes: errors.map((e) => e.code), errors };
}

export function requestUrl(input: unknown): string {
  return input instanceof Request ? input.url : String(input);
}
