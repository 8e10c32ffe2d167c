import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
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
