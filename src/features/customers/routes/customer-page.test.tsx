import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
