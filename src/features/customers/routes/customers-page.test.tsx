import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { jsonResponse, ok, renderRoute, requestUrl } from '../../../test/render';
import { CustomersPage } from './customers-page';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const customer = (n: number, lastname: string, identityVerified?: boolean): CustomerDto => ({
  id: `3f2504e0-4f89-41d3-9a0c-0305e82c33a${n}`,
  institutionId,
  kycStatus: identityVerified === false ? 'None' : 'Saved',
  ...(identityVerified === undefined ? {} : { identityVerified }),
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  profile: { type: 'NaturalPerson', firstname: 'Eva', lastname, email: `${lastname.toLowerCase()}@example.com` },
});

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
  // Verified, not verified, and unknown: an answer from a deployment before the field.
  const result = [customer(1, 'Aigner', true), customer(2, 'Brunner', false), customer(3, 'Egger')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) =>
      new URL(requestUrl(request)).pathname.endsWith('/customers/list') ? jsonResponse(200, ok({ count: result.length, result })) : jsonResponse(404, { data: null, errorMessageCodes: ['NotFound'], errors: [] }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the customer list', () => {
  it('says whose identity is verified beside their KYC state, and nothing where the answer does not say', async () => {
    renderRoute('/customers', <CustomersPage />);
    const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
    expect(within(await row('Eva Aigner')).getByText('Identity verified')).toBeInTheDocument();
    expect(within(await row('Eva Brunner')).queryByText('Identity verified')).not.toBeInTheDocument();
    expect(within(await row('Eva Egger')).queryByText('Identity verified')).not.toBeInTheDocument();
    expect(screen.getAllByText('Identity verified')).toHaveLength(1);
  });
});

describe('a view the service has not answered yet', () => {
  it('never says "no match" for a search still on its way, nor shows the previous one\'s count', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const { search } = (await request.clone().json()) as { search?: string | null };
        // "Bauer" is never answered (a slow or dropped connection); everything else finds nobody.
        return search === 'Bauer' ? new Promise<Response>(() => {}) : jsonResponse(200, ok({ count: 0, result: [] }));
      }),
    );
    renderRoute('/customers', <CustomersPage />);
    const box = await screen.findByRole('searchbox', { name: 'Search customers' });
    await userEvent.type(box, 'zzzz');
    expect(await screen.findByText('No customer matches “zzzz”')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'Bauer');
    // The search has gone out (after the typing pause) and is unanswered: a loading state, no verdict, no count.
    await vi.waitFor(() => expect(screen.queryByText('No customer matches “zzzz”')).toBeNull(), { timeout: 2000 });
    expect(screen.queryByText(/No customer matches/)).toBeNull();
    expect(screen.queryByText('0 customers')).toBeNull();
  });

  it('goes to the last page that has customers from a page past the end, in place', async () => {
    const result = [customer(1, 'Aigner'), customer(2, 'Brunner'), customer(3, 'Egger')];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const { skip } = (await request.clone().json()) as { skip?: number | null };
        return jsonResponse(200, ok({ count: result.length, result: (skip ?? 0) === 0 ? result : [] }));
      }),
    );
    renderRoute('/customers', <CustomersPage />, { route: '/customers?page=99' });
    expect(await screen.findByRole('link', { name: 'Eva Egger' })).toBeInTheDocument();
    expect(screen.getByText('3 customers')).toBeInTheDocument();
  });
});
