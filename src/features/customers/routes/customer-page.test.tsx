import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CustomerDetailsDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { jsonResponse, ok, renderRoute, requestUrl } from '../../../test/render';
import { CustomerPage } from './customer-page';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const customerId = '3f2504e0-4f89-41d3-9a0c-0305e82c33cc';

const details = {
  customer: {
    id: customerId,
    institutionId,
    kycStatus: 'None',
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-20T08:00:00Z',
    profile: {
      type: 'LegalEntity',
      firstname: 'Karl',
      lastname: 'Vertreter',
      email: 'karl@example.com',
      company: { name: 'Donau Kapital AG', registerNumber: 'FN 123456a', email: 'office@donau-kapital.example', fullAddress: 'Donaulände 5, 4020 Linz, AT' },
    },
  },
  latestKyc: null,
  kycRecordCount: 0,
  partnerSubmissionCount: 0,
} as unknown as CustomerDetailsDto;

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(requestUrl(request));
      if (url.pathname.endsWith(`/customers/${customerId}`)) return jsonResponse(200, ok(details));
      // The KYC history, submissions and extract files: none.
      return jsonResponse(200, ok([]));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a legal entity’s master data', () => {
  it('shows everything entered for its company: name, register number, e-mail and address', async () => {
    renderRoute('/customers/:customerId', <CustomerPage />, { route: `/customers/${customerId}` });
    // The facts list pairs each label with its value (a description list: term, then its details).
    const fact = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await fact('Company name')).toBe('Donau Kapital AG');
    expect(await fact('Register number')).toBe('FN 123456a');
    expect(await fact('Company e-mail')).toBe('office@donau-kapital.example');
    expect(await fact('Company address')).toBe('Donaulände 5, 4020 Linz, AT');
  });
});

describe('a registry extract file', () => {
  const fileName = 'registry-extract-3f2504e0-alpine-real-estate-shares-20261128-120414-e8865b95.pdf';

  it('downloads with its button keeping the focus (busy, not disabled) and saved once for a double press', async () => {
    let answer: (response: Response) => void = () => {};
    const downloads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(requestUrl(request));
        if (url.pathname.endsWith(`/customers/${customerId}`)) return jsonResponse(200, ok(details));
        if (url.pathname.endsWith('/registry-extracts')) return jsonResponse(200, ok([{ fileName, projectId: customerId, createdAt: '2026-11-28T12:04:15Z', sizeBytes: 22805 }]));
        if (url.pathname.includes('/registry-extract/')) {
          downloads.push(decodeURIComponent(url.pathname.split('/').pop() ?? ''));
          return new Promise<Response>((resolve) => (answer = resolve));
        }
        return jsonResponse(200, ok([]));
      }),
    );
    // jsdom makes no object URLs: the file is handed to the browser through one.
    const createObjectURL = vi.fn(() => 'blob:extract');
    const { createObjectURL: ownCreate, revokeObjectURL: ownRevoke } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: ownCreate, revokeObjectURL: ownRevoke });
    });
    renderRoute('/customers/:customerId', <CustomerPage />, { route: `/customers/${customerId}` });
    const button = await screen.findByRole('button', { name: `Download ${fileName}` });
    button.focus();
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Disabled, it dropped the focus to the page.
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    answer(jsonResponse(200, ok({ fileName, contentType: 'application/pdf', content: btoa('%PDF-1.3 %%EOF') })));
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveFocus();
    expect(downloads).toEqual([fileName]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(`Saved ${fileName}.`)).toBeInTheDocument();
  });
});
