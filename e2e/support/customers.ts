import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { KycDataDto, PartnerSubmissionRecordDto, PartnerSubmissionRecordListDto } from '../../src/api/generated/types.gen';
import { kycBody } from '../../server/test/support/factories';
import { demoProfile, uniqueName } from './app';

/** An e-mail no other test run uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${uniqueName('').trim().replace(/\s+/g, '')}@example.com`.toLowerCase();
}

/** Creates a customer through the contract (for tests that start at the customer's page). */
export async function createCustomerViaApi(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const demo = await demoProfile(request);
  const response = await request.post('/api/external/v1/customers', { headers: { 'X-API-KEY': demo.apiKey }, data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: string }).data;
}

/**
 * Saves a KYC record for the customer through the contract, verifying their identity: only verified customers are
 * sent to the partner, also as persons of a company (interface §4.2). The body is the service tests' KYC factory
 * (one contract-shaped KYC body for every test), under this customer's name and e-mail.
 */
export async function verifyCustomerViaApi(request: APIRequestContext, customerId: string, person: Pick<KycDataDto, 'firstname' | 'lastname' | 'email'>): Promise<void> {
  const demo = await demoProfile(request);
  const data = kycBody({ ...person, identVerified: true });
  const response = await request.post(`/api/external/v1/customers/${customerId}/kyc`, { headers: { 'X-API-KEY': demo.apiKey }, data });
  expect(response.ok(), await response.text()).toBe(true);
}

/** What the service stored of the customer's submissions to the partner, newest first (ListCustomerPartnerSubmissions, first page). */
export async function partnerSubmissionsViaApi(request: APIRequestContext, customerId: string): Promise<PartnerSubmissionRecordDto[]> {
  const demo = await demoProfile(request);
  const response = await request.get(`/api/external/v1/customers/${customerId}/kyc-partner`, { headers: { 'X-API-KEY': demo.apiKey } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: PartnerSubmissionRecordListDto }).data.result;
}

/** Chooses a country in a searchable country field by typing part of its name. */
export async function chooseCountry(page: Page, scope: ReturnType<Page['locator']> | Page, label: string, typed: string, option: RegExp): Promise<void> {
  // The first field of that name (the form's own, before any repeated rows of the same label).
  const field = scope.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).first();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}
