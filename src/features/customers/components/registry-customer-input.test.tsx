import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { jsonResponse, ok, renderWithProviders, requestUrl } from '../../../test/render';
import { emptySubPerson, type SubPersonValues } from '../lib/partner-form';
import { RegistryCustomerInput } from './registry-customer-input';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const person = (id: string, identityVerified: boolean, profile: Partial<CustomerDto['profile']>): CustomerDto =>
  ({ id, institutionId, kycStatus: 'Saved', identityVerified, createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-20T08:00:00Z', profile }) as CustomerDto;
const juergen = person('3f2504e0-4f89-41d3-9a0c-0305e82c33aa', true, { type: 'NaturalPerson', firstname: 'Jürgen', lastname: 'Weiß', email: 'jw@example.com', town: 'Wien', postalCode: '1010' });
const sepp = person('3f2504e0-4f89-41d3-9a0c-0305e82c33ee', false, { type: 'NaturalPerson', firstname: 'Sepp', lastname: 'Weiß', email: 'sepp@example.com' });
const anna = person('3f2504e0-4f89-41d3-9a0c-0305e82c33cc', true, { type: 'NaturalPerson', firstname: 'Anna', lastname: 'Huber', email: 'anna@example.com' });
const company = person('3f2504e0-4f89-41d3-9a0c-0305e82c33bb', true, { type: 'LegalEntity', firstname: 'Jürgen', lastname: 'Weiß', email: 'office@weiss.example', company: { name: 'Weiß GmbH' } as never });

/**
 * The service: the list answers the customers named like the search, only those whose identity is verified when
 * asked (`identityVerified: true`); every list request's criteria are kept. `verified` is Jürgen's verification (his
 * latest KYC save's), `listedVerified` what the list says of it (it changes between the list and the choice);
 * `older` is a deployment from before identityVerified: it neither filters nor says.
 */
function fakeService({ verified = true, listedVerified = verified, older = false }: { verified?: boolean; listedVerified?: boolean; older?: boolean } = {}) {
  const searches: (string | null)[] = [];
  const queries: { search?: string | null; identityVerified?: boolean | null }[] = [];
  const people = [{ ...juergen, identityVerified: listedVerified }, sepp, anna, company];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(requestUrl(request));
      if (url.pathname.endsWith('/customers/list')) {
        const query = (await request.clone().json()) as (typeof queries)[number];
        const search = query.search ?? null;
        searches.push(search);
        queries.push(query);
        const named = people.filter((c) => (search === 'Huber' ? c.profile.lastname === 'Huber' : c.profile.lastname === 'Weiß'));
        const result = older ? named.map(({ identityVerified: _unknown, ...c }) => c) : named.filter((c) => query.identityVerified !== true || c.identityVerified);
        return jsonResponse(200, ok({ count: result.length, result }));
      }
      const listed = people.find((c) => url.pathname.endsWith(`/customers/${c.id}`))!;
      const customer = listed.id === juergen.id ? { ...listed, identityVerified: verified } : listed;
      const latestKyc = { id: '3f2504e0-4f89-41d3-9a0c-0305e82c33dd', customerId: customer.id, savedAt: '2026-11-21T08:00:00Z', data: { identVerified: customer.identityVerified } };
      return jsonResponse(200, ok({ customer, latestKyc, kycRecordCount: 1, partnerSubmissionCount: 0 }));
    }),
  );
  return Object.assign(searches, { queries });
}

function Form({ initial }: { initial: SubPersonValues }) {
  const form = useForm<{ person: SubPersonValues['person'] }>({ defaultValues: { person: initial.person } });
  return (
    <FormProvider {...form}>
      <RegistryCustomerInput prefix="person" />
      <Values control={form.control} />
    </FormProvider>
  );
}

function Values({ control }: { control: ReturnType<typeof useForm<{ person: SubPersonValues['person'] }>>['control'] }) {
  const p = useWatch({ control, name: 'person' });
  return <output aria-label="values">{JSON.stringify({ customerId: p.customerId, firstname: p.firstname, lastname: p.lastname, email: p.email, city: p.city, zip: p.zip })}</output>;
}

const values = () => JSON.parse(screen.getByRole('status', { name: 'values' }).textContent ?? '{}') as Record<string, string>;

beforeEach(() => profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' }));
afterEach(() => vi.unstubAllGlobals());

describe('choosing a person of the company from the registry', () => {
  it('searches the service by what is typed, offers people only, and fills the fields left empty', async () => {
    const searches = fakeService();
    const typed = emptySubPerson();
    typed.person.firstname = 'Jürgen Maria';
    renderWithProviders(<Form initial={typed} />);
    const input = screen.getByRole('combobox', { name: 'Customer in this registry (optional)' });
    await userEvent.type(input, 'Weiß');
    await waitFor(() => expect(searches).toContain('Weiß'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Jürgen Weiß · jw@example.com']);
    await userEvent.click(within(listbox).getByRole('option'));
    expect(values()).toEqual({ customerId: juergen.id, firstname: 'Jürgen Maria', lastname: 'Weiß', email: 'jw@example.com', city: 'Wien', zip: '1010' });
    expect(screen.getByText('4 empty fields filled from their record; nothing typed was replaced.')).toBeInTheDocument();
  });

  it('keeps a new search typed after a choice, and offers what it finds', async () => {
    fakeService();
    renderWithProviders(<Form initial={emptySubPerson()} />);
    const input = screen.getByRole('combobox', { name: 'Customer in this registry (optional)' });
    await userEvent.type(input, 'Weiß');
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Jürgen Weiß · jw@example.com' }));
    await userEvent.clear(input);
    await userEvent.type(input, 'Huber');
    expect(await screen.findByRole('option', { name: 'Anna Huber · anna@example.com' })).toBeInTheDocument();
    expect(input).toHaveValue('Huber');
  });

  it('says when the search fails instead of finding no one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(400, { data: null, errorMessageCodes: ['InvalidInput'], errors: [{ code: 'InvalidInput', message: 'search is too long', field: 'search' }] })));
    renderWithProviders(<Form initial={emptySubPerson()} />);
    const input = screen.getByRole('combobox', { name: 'Customer in this registry (optional)' });
    await userEvent.type(input, 'Weiß');
    // On the field (its description, marked as an error) and in the open list, where "no person matches" would be.
    await waitFor(() => expect(input).toHaveAccessibleDescription('The search did not answer; type again to retry.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('presentation')).getByText('The search did not answer; type again to retry.')).toBeInTheDocument();
  });

  it('says to type more when the first matches are all companies, rather than that no person matches', async () => {
    // Sixty customers match; the page of fifty the picker asks for holds companies only.
    const companies = Array.from({ length: 50 }, (_, i) => ({ ...company, id: `3f2504e0-4f89-41d3-9a0c-0305e82c3${String(i).padStart(3, '0')}` }));
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, ok({ count: 60, result: companies }))));
    renderWithProviders(<Form initial={emptySubPerson()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer in this registry (optional)' }), 'Weiß');
    expect(await within(await screen.findByRole('presentation')).findByText('No person among the first matches (companies are not offered); type more of the name or e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows a chosen customer by name after a reload (a restored draft holds only their id)', async () => {
    fakeService();
    const restored = emptySubPerson();
    restored.person.customerId = juergen.id;
    renderWithProviders(<Form initial={restored} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer in this registry (optional)' })).toHaveValue('Jürgen Weiß · jw@example.com'));
  });

  it('offers only people whose identity is verified: the partner refuses the others', async () => {
    const searches = fakeService();
    renderWithProviders(<Form initial={emptySubPerson()} />);
    const input = screen.getByRole('combobox', { name: 'Customer in this registry (optional)' });
    expect(input).toHaveAccessibleDescription('Search by name or e-mail among the customers whose identity is verified; their record fills the fields left empty.');
    await userEvent.type(input, 'Weiß');
    await waitFor(() => expect(searches).toContain('Weiß'));
    expect(searches.queries.every((q) => q.identityVerified === true)).toBe(true);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Jürgen Weiß · jw@example.com']);
  });

  it('offers everyone a deployment lists when its answer does not say who is verified, and warns after the choice', async () => {
    fakeService({ older: true });
    renderWithProviders(<Form initial={emptySubPerson()} />);
    const input = screen.getByRole('combobox', { name: 'Customer in this registry (optional)' });
    await userEvent.type(input, 'Weiß');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Jürgen Weiß · jw@example.com', 'Sepp Weiß · sepp@example.com']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Sepp Weiß · sepp@example.com' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/identity is not verified: the partner submission would be refused/));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns on a person held in a restored draft whose identity is no longer verified', async () => {
    fakeService({ verified: false });
    const restored = emptySubPerson();
    restored.person.customerId = juergen.id;
    renderWithProviders(<Form initial={restored} />);
    const input = screen.getByRole('combobox', { name: 'Customer in this registry (optional)' });
    await waitFor(() => expect(input).toHaveValue('Jürgen Weiß · jw@example.com'));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/identity is not verified: the partner submission would be refused/));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says on the field that a chosen customer whose identity is no longer verified would be refused by the partner', async () => {
    // Listed as verified; by the time they are chosen, their latest KYC save says otherwise.
    fakeService({ verified: false, listedVerified: true });
    renderWithProviders(<Form initial={emptySubPerson()} />);
    const input = screen.getByRole('combobox', { name: 'Customer in this registry (optional)' });
    await userEvent.type(input, 'Weiß');
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Jürgen Weiß · jw@example.com' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/identity is not verified: the partner submission would be refused/));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
