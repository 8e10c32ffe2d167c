import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileStore } from '../../../shared/environment';
import { LOCAL_PROFILE_ID } from '../../../shared/environment/profile';
import { renderWithProviders } from '../../../test/render';
import { AttachmentsField } from '../components/attachments-field';
import { DraftBanner } from '../components/form-layout';
import { withoutAttachmentContent } from './draft-attachments';
import { useDraft } from './use-draft';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const KEY = `registry.draft.local.${institutionId}.test`;
const noStep = () => {};

/** A form with a draft, as the customer forms have one: its banner, a text field and a person's attachments. */
function DraftedForm<V extends FieldValues>({ defaults, toDraft }: { defaults: V; toDraft?: (values: V) => V }) {
  const form = useForm<V>({ defaultValues: defaults as never });
  const draft = useDraft('test', form, 0, noStep, defaults, { toDraft });
  return (
    <FormProvider {...form}>
      <DraftBanner restoredAt={draft.restoredAt} notSaving={draft.notSaving} onDiscard={draft.discard} />
      <input aria-label="Birth place" {...form.register('naturalPerson.birthPlace' as never)} />
      <AttachmentsField name="naturalPerson.attachments" />
    </FormProvider>
  );
}

const defaults = { naturalPerson: { birthPlace: '', attachments: [] as unknown[] } };
const stored = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { values: typeof defaults } | null;

beforeEach(() => {
  profileStore.activate(LOCAL_PROFILE_ID);
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
});
afterEach(() => vi.restoreAllMocks());

describe('a draft and the institution it was typed for', () => {
  it('never comes back under another environment or institution, and does under its own', async () => {
    profileStore.upsert({ id: 'sandbox', name: 'Sandbox', kind: 'Sandbox', baseUrl: 'https://sandbox.example', apiUrl: 'https://sandbox.example', institutionId: '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f', apiKey: 'k' });
    const first = renderWithProviders(<DraftedForm defaults={defaults} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth place' }), 'Graz');
    await waitFor(() => expect(stored()?.values.naturalPerson.birthPlace).toBe('Graz'));
    first.unmount();

    profileStore.activate('sandbox');
    const other = renderWithProviders(<DraftedForm defaults={defaults} />);
    expect(screen.getByRole('textbox', { name: 'Birth place' })).toHaveValue('');
    expect(screen.queryByText(/Your draft from/)).not.toBeInTheDocument();
    other.unmount();

    profileStore.activate(LOCAL_PROFILE_ID);
    renderWithProviders(<DraftedForm defaults={defaults} />);
    expect(await screen.findByText(/Your draft from/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Birth place' })).toHaveValue('Graz');
  });
});

describe('drafts the browser cannot store', () => {
  it('remove the older draft, so a reload does not bring it back as current, and say drafts are not being saved', async () => {
    const { unmount } = renderWithProviders(<DraftedForm defaults={defaults} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth place' }), 'Graz');
    await waitFor(() => expect(stored()?.values.naturalPerson.birthPlace).toBe('Graz'));

    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth place' }), ' an der Mur');
    expect(await screen.findByText(/Drafts are not being saved: this browser tab’s storage is full or turned off/)).toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();

    // Room again: the next write keeps the draft and the warning goes.
    full.mockRestore();
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth place' }), '!');
    await waitFor(() => expect(screen.queryByText(/Drafts are not being saved/)).not.toBeInTheDocument());
    expect(stored()?.values.naturalPerson.birthPlace).toBe('Graz an der Mur!');
    unmount();
  });

  it('never bring back a draft older than what was typed after a refused write', async () => {
    const { unmount } = renderWithProviders(<DraftedForm defaults={defaults} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth place' }), 'Graz');
    await waitFor(() => expect(stored()).not.toBeNull());
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth place' }), ' an der Mur');
    await screen.findByText(/Drafts are not being saved/);
    unmount();
    // The reload: nothing to restore, rather than "Graz" as if it were the latest.
    renderWithProviders(<DraftedForm defaults={defaults} />);
    expect(screen.getByRole('textbox', { name: 'Birth place' })).toHaveValue('');
    expect(screen.queryByText(/Your draft from/)).not.toBeInTheDocument();
  });
});

describe('a draft of a form with attachments', () => {
  const pdf = (name: string) => new File([new Uint8Array(3000).fill(65)], name, { type: 'application/pdf' });

  it('keeps each file’s name and size but not its content, and asks for the file again after a reload', async () => {
    const first = renderWithProviders(<DraftedForm defaults={defaults} toDraft={withoutAttachmentContent} />);
    await userEvent.upload(first.container.querySelector<HTMLInputElement>('input[type="file"]')!, pdf('passport.pdf'));
    await screen.findByText('passport.pdf');
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth place' }), 'Graz');
    await waitFor(() => expect(stored()?.values.naturalPerson.birthPlace).toBe('Graz'));
    expect(stored()?.values.naturalPerson.attachments).toEqual([expect.objectContaining({ file: 'passport.pdf', size: 3000 })]);
    expect(sessionStorage.getItem(KEY)).not.toContain(btoa('A'.repeat(3000)));
    first.unmount();

    const second = renderWithProviders(<DraftedForm defaults={defaults} toDraft={withoutAttachmentContent} />);
    expect(await screen.findByText(/Your draft from/)).toBeInTheDocument();
    expect(screen.getByText('passport.pdf').closest('li')).toHaveTextContent('3 KB · not kept in the draft: attach it again');
    // Choosing the file again puts it in place of its name.
    await userEvent.upload(second.container.querySelector<HTMLInputElement>('input[type="file"]')!, pdf('passport.pdf'));
    await waitFor(() => expect(screen.queryByText(/attach it again/)).not.toBeInTheDocument());
    expect(screen.getAllByText('passport.pdf')).toHaveLength(1);
  });
});
