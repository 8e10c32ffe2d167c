import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerSubmissionRecordDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { jsonResponse, ok, renderWithProviders } from '../../../test/render';
import { PartnerSubmissions } from './partner-submissions';

// The service that serves the dashboard's code went away after the page loaded: the pager's code cannot be fetched.
vi.mock('../../../shared/ui/list-pager', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/list-pager.js');
});

const customerId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const submission = (n: number): PartnerSubmissionRecordDto => ({
  referenceId: `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`,
  customerId,
  kind: 'naturalPerson',
  status: 'Received',
  receivedAt: new Date(Date.UTC(2026, 10, 24, 6, 0) - n * 60_000).toISOString(),
  naturalPerson: { customerId, birthPlace: 'Graz' },
});

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId: customerId, apiKey: 'demo-key' });
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, ok({ count: 23, result: Array.from({ length: 10 }, (_, i) => submission(i)) }))));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the submissions’ pager without its code', () => {
  it('says so where the pager would be, with a retry, and the submissions stay listed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PartnerSubmissions customerId={customerId} />, { route: `/customers/${customerId}` });
    await waitFor(() => expect(screen.getAllByText(/, reference /)).toHaveLength(10));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText(/, reference /)).toHaveLength(10);
  });
});
