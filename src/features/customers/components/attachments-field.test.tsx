import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { MAX_SUBMISSION_ATTACHMENT_BYTES } from '../../../shared/kyc/partner-attachment-limits';
import { renderWithProviders } from '../../../test/render';
import { AttachmentsField } from './attachments-field';

type Values = { legalPerson: { attachments: { file: string; content: string }[]; subPersons: { person: { attachments: { file: string; content: string }[] } }[] } };

/** The company's own attachments field, in a form whose persons already carry `attached` bytes of files. */
function Company({ attached }: { attached: number }) {
  const form = useForm<Values>({
    defaultValues: { legalPerson: { attachments: [], subPersons: [{ person: { attachments: [{ file: 'owner.pdf', content: btoa('x'.repeat(attached)) }] } }] } },
  });
  return (
    <FormProvider {...form}>
      <AttachmentsField name="legalPerson.attachments" />
    </FormProvider>
  );
}

const pdf = (bytes: number, name: string) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('the attachments of a partner submission', () => {
  it('states every limit the service holds: per file, per person and for all persons together', () => {
    renderWithProviders(<Company attached={0} />);
    expect(screen.getByRole('button', { name: 'Attach files' })).toHaveAccessibleDescription(
      'PDF, PNG or JPEG, at most 500 KB each and 20 files per person, at most 20 MB for all persons together. Files are read in this browser and sent with the KYC data.',
    );
  });

  it('refuses an empty file with its reason, and lists a file of exactly 500 KB as 500 KB', async () => {
    const { container } = renderWithProviders(<Company attached={0} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pdf(0, 'empty.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('empty.pdf is empty (0 bytes): there is nothing in it to send.');
    expect(screen.queryByText('empty.pdf')).not.toBeInTheDocument();
    await userEvent.upload(input, pdf(500 * 1024, 'scan.pdf'));
    expect((await screen.findByText('scan.pdf')).closest('li')).toHaveTextContent('500 KB');
  });

  it('names every file refused from one choice of several, not only the last', async () => {
    const { container } = renderWithProviders(<Company attached={0} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [pdf(0, 'empty.pdf'), pdf(600 * 1024, 'big.pdf'), pdf(10, 'fine.pdf')]);
    expect(await screen.findByText('fine.pdf')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('empty.pdf is empty (0 bytes)');
    expect(screen.getByRole('alert')).toHaveTextContent('big.pdf is too large.');
  });

  it('refuses a file that would take all persons’ files past the total, and takes one that fits', async () => {
    const { container } = renderWithProviders(<Company attached={MAX_SUBMISSION_ATTACHMENT_BYTES - 1000} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pdf(1001, 'register.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('register.pdf was not attached: all persons’ files together may take at most 20 MB.');
    expect(screen.queryByText('register.pdf')).not.toBeInTheDocument();
    await userEvent.upload(input, pdf(1000, 'statutes.pdf'));
    expect(await screen.findByText('statutes.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

type Attachment = { file: string; content?: string; size?: number };

/** The natural person's attachments field, in a form restored from a draft holding these files. */
function Person({ attachments }: { attachments: Attachment[] }) {
  const form = useForm<{ naturalPerson: { attachments: Attachment[] } }>({ defaultValues: { naturalPerson: { attachments } } });
  return (
    <FormProvider {...form}>
      <AttachmentsField name="naturalPerson.attachments" />
      <Attached />
    </FormProvider>
  );
}

/** Each file of the person as the form holds it: its name, and whether its content is there. */
function Attached() {
  const files = useWatch<{ naturalPerson: { attachments: Attachment[] } }, 'naturalPerson.attachments'>({ name: 'naturalPerson.attachments' });
  return <output aria-label="attached">{JSON.stringify(files.map((a) => [a.file, typeof a.content === 'string']))}</output>;
}

/** Twenty files of a person as a draft keeps them: names and sizes, no content. */
const restoredFull = () => Array.from({ length: 20 }, (_, i) => ({ file: `page-${i + 1}.pdf`, size: 2000 }));
const attached = () => JSON.parse(screen.getByRole('status', { name: 'attached' }).textContent ?? '[]') as [string, boolean][];

describe('removing a file', () => {
  it('gives the focus to the Remove of the file in its place, then the one before, then Attach when none is left', async () => {
    const { container } = renderWithProviders(<Company attached={0} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [pdf(10, 'a.pdf'), pdf(10, 'b.pdf'), pdf(10, 'c.pdf')]);
    await screen.findByText('c.pdf');
    screen.getByRole('button', { name: 'Remove a.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove b.pdf' })).toHaveFocus();
    screen.getByRole('button', { name: 'Remove c.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove b.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Attach files' })).toHaveFocus();
  });
});

describe('files restored from a draft with all twenty files of a person', () => {
  it('can be attached again with the Attach button: a file named like a restored one takes its place', async () => {
    const { container } = renderWithProviders(<Person attachments={restoredFull()} />);
    const attach = screen.getByRole('button', { name: 'Attach files' });
    expect(attach).toBeEnabled();
    const input = container.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
    await userEvent.upload(input, [pdf(1200, 'page-1.pdf'), pdf(1300, 'page-20.pdf')]);
    await vi.waitFor(() => expect(attached().filter(([, read]) => read)).toEqual([['page-1.pdf', true], ['page-20.pdf', true]]), { timeout: 5000 });
    expect(attached()).toHaveLength(20);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A file that is none of the restored ones would be a twenty-first.
    await userEvent.upload(input, pdf(1000, 'other.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('At most 20 files can be attached.');
    expect(attached()).toHaveLength(20);
  });

  it('takes the file chosen for one restored name in its place, whatever that file is called', async () => {
    const { container } = renderWithProviders(<Person attachments={restoredFull()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Attach page-3.pdf again' }));
    const single = container.querySelector<HTMLInputElement>('input[type="file"]:not([multiple])')!;
    await userEvent.upload(single, pdf(1500, 'scan 2026-11-20.pdf'));
    await vi.waitFor(() => expect(attached()[2]).toEqual(['scan 2026-11-20.pdf', true]), { timeout: 5000 });
    expect(attached()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Attach scan 2026-11-20.pdf again' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Attach page-\d+\.pdf again$/ })).toHaveLength(19);
    // The button pressed is gone with the name: the keyboard stays on that row, at its remove button.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Remove scan 2026-11-20.pdf' })).toHaveFocus());
  });

  it('stays full once all twenty files are attached', () => {
    renderWithProviders(<Person attachments={restoredFull().map(({ file }) => ({ file, content: btoa('x') }))} />);
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeDisabled();
  });
});
