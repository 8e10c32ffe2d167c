import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { zCreateCustomerDto } from '../../../api/generated/zod.gen';
import { installZodMessages } from '../../../shared/lib/zod-i18n';
import { renderWithProviders } from '../../../test/render';
import { normaliseIban } from '../../../shared/kyc/check-digits';
import { TextInput } from './form-fields';

installZodMessages();
const schema = z.object({ firstname: zCreateCustomerDto.shape.firstname });

/** The first name with the contract's limit (64), checked on leaving the field as in the customer forms. */
function FirstName() {
  const form = useForm<z.input<typeof schema>>({ defaultValues: { firstname: '' }, resolver: zodResolver(schema), mode: 'onTouched' });
  return (
    <FormProvider {...form}>
      <TextInput name="firstname" label="First name" max={64} />
      <button type="button">Next</button>
    </FormProvider>
  );
}

async function typeName(name: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'First name' }));
  await userEvent.paste(name);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('a text field with the contract\'s limit', () => {
  it('counts characters outside the BMP as one each, as the check and the service do (40/64, not 80/64)', async () => {
    renderWithProviders(<FirstName />);
    await typeName('𠀋'.repeat(40));
    expect(screen.getByText('40/64')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('takes 64 of them and refuses 65 with the count and the message agreeing', async () => {
    renderWithProviders(<FirstName />);
    await typeName('𝔊'.repeat(64));
    expect(screen.getByText('64/64')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid', 'true');
    await typeName('𝔊');
    expect(screen.getByText('65/64')).toBeInTheDocument();
    // The field's help says the same words before; now it is the error, and the field is marked invalid.
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(/At most 64 characters\./);
  });
});

describe('an IBAN field', () => {
  it('counts the IBAN as it is checked and sent, without the spaces it is written with', async () => {
    function Iban() {
      const form = useForm({ defaultValues: { iban: '' } });
      return (
        <FormProvider {...form}>
          <TextInput name="iban" label="IBAN" max={34} countAs={normaliseIban} />
        </FormProvider>
      );
    }
    renderWithProviders(<Iban />);
    await userEvent.click(screen.getByRole('textbox', { name: 'IBAN' }));
    await userEvent.paste('LC55 HEMM 0001 0001 0012 0012 0002 3015');
    expect(screen.getByText('32/34')).toBeInTheDocument();
  });
});

describe('a field in a row that its Remove takes away', () => {
  const rowsSchema = z.object({ people: z.array(z.object({ name: z.string().min(1, 'Required') })) });

  function People() {
    const form = useForm<z.input<typeof rowsSchema>>({
      defaultValues: { people: [{ name: 'Ann' }, { name: '' }, { name: '' }] },
      resolver: zodResolver(rowsSchema),
      // As the customer forms: a field is checked as it is left.
      mode: 'onBlur',
      reValidateMode: 'onBlur',
    });
    const rows = useFieldArray({ control: form.control, name: 'people' });
    return (
      <FormProvider {...form}>
        {rows.fields.map((row, index) => (
          <div key={row.id}>
            <TextInput name={`people.${index}.name`} label={`Name ${index + 1}`} />
            <button type="button" onClick={() => rows.remove(index)}>
              Remove {index + 1}
            </button>
          </div>
        ))}
      </FormProvider>
    );
  }

  it('is not checked as the press on Remove leaves it: the row moved into its place keeps no error it was never given', async () => {
    renderWithProviders(<People />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Name 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove 2' }));
    // The third row, never touched, is now the second, under the name the removed field had.
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('textbox', { name: 'Name 2' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });
});

describe('a free-text code field with suggestions (the partner\'s document type)', () => {
  function DocType() {
    const form = useForm({ defaultValues: { docType: 'Id_card' } });
    return (
      <FormProvider {...form}>
        <TextInput name="docType" label="Document type" max={64} suggestions={[{ value: 'Id_card', label: 'ID card' }, { value: 'Passport', label: 'Passport' }]} />
      </FormProvider>
    );
  }

  it('says what a known code means under the field, offers the codes, and takes any other text', async () => {
    renderWithProviders(<DocType />);
    // An input with a list of suggestions is a combobox; the browser offers the list's options as it is typed in.
    const field = screen.getByRole('combobox', { name: 'Document type' });
    expect(field).toHaveAccessibleDescription(/“Id_card”: ID card\./);
    const list = document.getElementById(field.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => [o.value, o.textContent])).toEqual([['Id_card', 'ID card'], ['Passport', 'Passport']]);
    await userEvent.clear(field);
    await userEvent.type(field, 'Reisepass');
    expect(field).toHaveValue('Reisepass');
    expect(field).not.toHaveAccessibleDescription(/ID card/);
    await userEvent.clear(field);
    await userEvent.type(field, 'Passport');
    expect(field).toHaveAccessibleDescription(/“Passport”: Passport\./);
  });
});
