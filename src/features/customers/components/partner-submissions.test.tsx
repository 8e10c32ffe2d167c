import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerSubmissionRecordDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { jsonResponse, ok, renderWithProviders, requestUrl } from '../../../test/render';
import { PartnerSubmissions } from './partner-submissions';

const customerId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

/** The n-th submission (0 the newest), a company with a person of role 2 and an attachment listed by its size. */
function submission(n: number): PartnerSubmissionRecordDto {
  return {
    referenceId: `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`,
    customerId,
    kind: 'legalPerson',
    status: 'Received',
    receivedAt: new Date(Date.UTC(2026, 10, 24, 6, 0) - n * 60_000).toISOString(),
    legalPerson: { companyId: customerId, companyName: `Donau Kapital ${n + 1}`, attachments: [{ file: 'register.pdf', size: 48_213 }], subPersons: [{ role: 2, person: { title: 'Dr.' } }] },
  };
}

/** The service's list: `total` submissions, paged by the request's take and skip; every request is kept. */
function fakeService(total: number) {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(requestUrl(request));
      requests.push(url);
      const take = Number(url.searchParams.get('take') ?? 25);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const result = Array.from({ length: Math.max(0, Math.min(take, total - skip)) }, (_, i) => submission(skip + i));
      return jsonResponse(200, ok({ count: total, result }));
    }),
  );
  return requests;
}

beforeEach(() => profileStore.applyDemoProfile({ institutionId: customerId, apiKey: 'demo-key' }));
afterEach(() => vi.unstubAllGlobals());

const summaries = () => screen.getAllByText(/, reference /).map((node) => node.textContent);

describe('the customer page’s submissions to the partner', () => {
  it('asks for ten at a time and pages on with the pager', async () => {
    const requests = fakeService(23);
    renderWithProviders(<PartnerSubmissions customerId={customerId} />, { route: `/customers/${customerId}` });
    await waitFor(() => expect(summaries()).toHaveLength(10));
    expect(requests[0].searchParams.get('take')).toBe('10');
    expect(requests[0].searchParams.get('skip')).toBe('0');
    expect(await screen.findByText('1–10 of 23')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    // The pager turns at once; the rows follow when the page's answer arrives (the previous page's stay meanwhile).
    await screen.findByText('11–20 of 23');
    await waitFor(() => expect(summaries()[0]).toMatch(/000000000011$/));
    expect(requests.at(-1)?.searchParams.get('skip')).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('21–23 of 23');
    await waitFor(() => expect(summaries()).toHaveLength(3));
    expect(requests.at(-1)?.searchParams.get('skip')).toBe('20');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('shows no pager while everything fits on one page, and lists roles and attachments as the review does', async () => {
    fakeService(2);
    renderWithProviders(<PartnerSubmissions customerId={customerId} />, { route: `/customers/${customerId}` });
    await waitFor(() => expect(summaries()).toHaveLength(2));
    expect(screen.queryByText(/of 2$/)).not.toBeInTheDocument();
    const [first] = screen.getAllByRole('group');
    // A submission's data is listed once it is opened.
    expect(within(first).queryByText('Person of the company · #1 · Role')).toBeNull();
    fireEvent.click(within(first).getByText(/, reference /));
    await within(first).findByText('Person of the company · #1 · Role', {}, { timeout: 5_000 });
    const row = (label: string) => within(first).getByText(label).nextElementSibling?.textContent;
    expect(row('Person of the company · #1 · Role')).toBe('Beneficial owner');
    expect(row('Attachment · #1 · Size (bytes)')).toBe('48213');
    expect(row('Attachment · #1 · File')).toBe('register.pdf');
  });

  it('turns a page past the end (an old bookmark) to the last page, in place so Back still leaves', async () => {
    const requests = fakeService(12);
    function LastNavigation() {
      return <p>Last navigation: {useNavigationType()}</p>;
    }
    renderWithProviders(
      <>
        <PartnerSubmissions customerId={customerId} />
        <LastNavigation />
      </>,
      { route: `/customers/${customerId}?page=5` },
    );
    // The pager can show the last page from the page past the end's answer (kept while the next loads) before the
    // last page's request is sent: its two rows are what says the last page arrived.
    await waitFor(() => expect(summaries()).toHaveLength(2));
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('skip')).toBe('10');
    // A new history entry would make Back return to page 5, which would turn again: Back could never leave.
    expect(screen.getByText(/Last navigation:/).textContent).toBe('Last navigation: REPLACE');
  });

  it('says when nothing was sent yet', async () => {
    fakeService(0);
    renderWithProviders(<PartnerSubmissions customerId={customerId} />, { route: `/customers/${customerId}` });
    expect(await screen.findByText('Nothing sent to the KYC partner yet.')).toBeInTheDocument();
  });
});
