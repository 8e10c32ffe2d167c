import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
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
