import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetailsDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { jsonResponse, ok, renderRoute, requestUrl } from '../../../test/render';
import { PartnerKycPage } from './partner-kyc-page';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const customerId = '3f2504e0-4f89-41d3-9a0c-0305e82c33aa';

const details = {
  customer: {
    id: customerId,
    institutionId,
    kycStatus: 'Saved',
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-20T08:00:00Z',
    profile: { type: 'NaturalPerson', firstname: 'Jürgen', lastname: 'Weiß', email: 'jw@example.com' },
  },
  latestKyc: {
    id: '3f2504e0-4f89-41d3-9a0c-0305e82c33bb',
    customerId,
    savedAt: '2026-11-21T08:00:00Z',
    data: { firstname: 'Jürgen', lastname: 'Weiß', identVerified: true, nonPepPerson: true, custodianIdentVerifiedType: 'In_person' },
  },
  kycRecordCount: 1,
  partnerSubmissionCount: 0,
} as unknown as CustomerDetailsDto;

/** The service: the customer, and `answer` as the envelope's data for a partner submission (counted). */
function fakeService(answer: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(requestUrl(request));
      if (request.method === 'POST' && url.pathname.endsWith('/kyc-partner')) {
        sent.push(await request.json());
        return jsonResponse(200, ok(answer));
      }
      if (url.pathname.endsWith(`/customers/${customerId}`)) return jsonResponse(200, ok(details));
      return jsonResponse(404, { data: null, errorMessageCodes: ['NotFound'], errors: [{ code: 'NotFound', message: 'Not found.', field: null }] });
    }),
  );
  return sent;
}

const renderPage = () => renderRoute('/customers/:customerId/partner', <PartnerKycPage />, { route: `/customers/${customerId}/partner` });

const send = async () => userEvent.click(await screen.findByRole('button', { name: 'Send to partner' }));

beforeEach(() => profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' }));
afterEach(() => vi.unstubAllGlobals());

describe('the list names of the compliance results', () => {
  it('put a name past the contract’s limit on the list’s field, say which name, and move the focus there', async () => {
    const sent = fakeService({ naturalPerson: null, legalPerson: null });
    renderPage();
    const pepLists = await screen.findByRole('textbox', { name: 'PEP lists' });
    await userEvent.click(pepLists);
    await userEvent.paste(`EU PEP list, ${'x'.repeat(201)}`);
    await send();
    await waitFor(() => expect(pepLists).toHaveFocus());
    expect(pepLists).toHaveAttribute('aria-invalid', 'true');
    expect(pepLists).toHaveAccessibleDescription(expect.stringMatching(/^List name 2: /));
    expect(sent).toEqual([]);
  });
});

describe('the review', () => {
  it('follows every change, not only the first, and lists what the send makes of the form', async () => {
    fakeService({ naturalPerson: null, legalPerson: null });
    renderPage();
    const place = await screen.findByRole('textbox', { name: 'Place of birth' });
    await userEvent.type(place, 'Graz');
    expect(await screen.findByText('Graz')).toBeInTheDocument();
    await userEvent.type(place, ' an der Mur');
    expect(await screen.findByText('Graz an der Mur')).toBeInTheDocument();
    await userEvent.clear(place);
    await userEvent.type(place, 'Wien');
    expect(await screen.findByText('Wien')).toBeInTheDocument();
    expect(screen.queryByText('Graz an der Mur')).not.toBeInTheDocument();
    // The body's customer id, which the form does not hold, is listed as sent.
    expect(screen.getByText('Customer id in this registry')).toBeInTheDocument();
  });
});

describe('the draft', () => {
  it('is gone for good when discarded: the prefilled form, no draft kept, nothing to restore on the next visit', async () => {
    fakeService({ naturalPerson: null, legalPerson: null });
    const first = renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Place of birth' }), 'Graz');
    await waitFor(() => expect(sessionStorage.getItem(`registry.draft.local.${institutionId}.partner.${customerId}`)).toContain('Graz'));
    first.unmount();

    const second = renderPage();
    const place = await screen.findByRole('textbox', { name: 'Place of birth' });
    await waitFor(() => expect(place).toHaveValue('Graz'));
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(place).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(sessionStorage.getItem(`registry.draft.local.${institutionId}.partner.${customerId}`)).toBeNull();
    second.unmount();

    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Place of birth' })).toHaveValue('');
    expect(screen.queryByText(/Your draft from/)).not.toBeInTheDocument();
  });
});

describe('files to attach again after a reload', () => {
  it('a send refused for them brings the focus to their message, wherever the send was asked from', async () => {
    const sent = fakeService({ naturalPerson: null, legalPerson: null });
    const first = renderPage();
    const place = await screen.findByRole('textbox', { name: 'Place of birth' });
    await userEvent.type(place, 'Graz');
    await userEvent.upload(first.container.querySelector<HTMLInputElement>('input[type="file"]')!, new File([new Uint8Array(3000)], 'passport.pdf', { type: 'application/pdf' }));
    await screen.findByText('passport.pdf');
    await waitFor(() => expect(sessionStorage.getItem(`registry.draft.local.${institutionId}.partner.${customerId}`)).toContain('passport.pdf'));
    first.unmount();

    renderPage();
    await waitFor(async () => expect(await screen.findByRole('textbox', { name: 'Place of birth' })).toHaveValue('Graz'));
    // Enter in the first field sends, as a form does; the refusal is far below it.
    await userEvent.type(screen.getByRole('textbox', { name: 'Place of birth' }), '{Enter}');
    const message = await screen.findByText(/Files are not kept in drafts/);
    await waitFor(() => expect(message).toHaveFocus());
    expect(sent).toEqual([]);
  });
});

describe('the receipt of a submission', () => {
  const sendFilledForm = async () => {
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Place of birth' }), 'Graz');
    await send();
  };
  const receipt = async () => (await screen.findByText('The partner received the data')).closest('[role="status"]') as HTMLElement;

  it('shows our reference, status and time when the answer has them', async () => {
    fakeService({ naturalPerson: { referenceId: '3f2504e0-4f89-41d3-9a0c-0305e82c33cc', status: 'Received', receivedAt: '2026-11-24T06:00:00Z' }, legalPerson: null });
    await sendFilledForm();
    expect(await receipt()).toHaveTextContent(/Received: reference 3f2504e0-4f89-41d3-9a0c-0305e82c33cc, /);
  });

  it("names our status in the user's language, and another service's status as it was sent", async () => {
    fakeService({ naturalPerson: { referenceId: 'P-1', status: 'Queued', receivedAt: '2026-11-24T06:00:00Z' } });
    await sendFilledForm();
    expect(await receipt()).toHaveTextContent(/^The partner received the dataQueued: reference P-1, /);
  });

  it('says "Eingegangen" to a German user', async () => {
    await changeLanguage('de', { persist: false });
    try {
      fakeService({ naturalPerson: { referenceId: 'P-2', status: 'Received', receivedAt: '2026-11-24T06:00:00Z' } });
      renderPage();
      await userEvent.type(await screen.findByRole('textbox', { name: 'Geburtsort' }), 'Graz');
      await userEvent.click(await screen.findByRole('button', { name: 'An Partner senden' }));
      const shown = (await screen.findByText('Der Partner hat die Daten erhalten')).closest('[role="status"]') as HTMLElement;
      expect(shown).toHaveTextContent(/Eingegangen: Referenz P-2, /);
    } finally {
      await changeLanguage('en', { persist: false });
    }
  });

  it('shows a reference alone when the answer has no status or time, and nothing made up', async () => {
    fakeService({ naturalPerson: { referenceId: 'P-4711', receivedAt: 'soon' } });
    await sendFilledForm();
    const shown = await receipt();
    expect(shown).toHaveTextContent('Reference P-4711.');
    expect(shown).not.toHaveTextContent(/undefined|Invalid/);
  });

  it.each([
    ['no data at all', undefined],
    ['another shape', { naturalPerson: 'accepted', legalPerson: { id: 7 } }],
    ['a bare text', 'ok'],
  ])('says the data was sent for an answer with %s', async (_, answer) => {
    fakeService(answer);
    await sendFilledForm();
    const shown = await receipt();
    expect(shown).toHaveTextContent('The data was sent; the answer names no reference.');
    expect(shown).not.toHaveTextContent(/undefined|Invalid/);
  });
});

describe('a second send of the same data', () => {
  it('is asked about first: Cancel sends nothing, Send again sends it; changed data is sent without asking', async () => {
    const sent = fakeService({ naturalPerson: { referenceId: 'P-9', status: 'Received', receivedAt: '2026-11-24T06:00:00Z' } });
    renderPage();
    const place = await screen.findByRole('textbox', { name: 'Place of birth' });
    await userEvent.type(place, 'Graz');
    await send();
    await screen.findByText('The partner received the data');
    expect(sent).toHaveLength(1);

    await send();
    const question = await screen.findByRole('dialog', { name: 'Send the same data again?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);

    await send();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Send the same data again?' })).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(sent).toHaveLength(2));

    await userEvent.type(place, ' an der Mur');
    await send();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a date typed that is no date (31.02.)', () => {
  it('is said on its field, which takes the focus, and nothing is sent without it', async () => {
    const sent = fakeService({ naturalPerson: null, legalPerson: null });
    renderPage();
    const issued = await screen.findByLabelText('Issue date');
    // What the browser holds for it: the value '' (as if left empty) and a bad input.
    Object.defineProperty(issued, 'validity', { value: { badInput: true } });
    await send();
    await waitFor(() => expect(issued).toHaveFocus());
    expect(issued).toHaveAttribute('aria-invalid', 'true');
    expect(issued).toHaveAccessibleDescription(/This is not a date/);
    expect(sent).toEqual([]);
  });
});
