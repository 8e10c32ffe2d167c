import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { emptyKycValues } from '../lib/kyc-form';
import { IdentificationSection } from './kyc-sections';

function Identification() {
  const form = useForm({ defaultValues: { ...emptyKycValues(), custodianIdentVerifiedType: 'In_person' } });
  return (
    <FormProvider {...form}>
      <IdentificationSection />
    </FormProvider>
  );
}

describe('the identity document for a verification in person', () => {
  it('is optional until a field of it is given; then its number is marked required before any check says so', async () => {
    renderWithProviders(<Identification />);
    const number = screen.getByRole('textbox', { name: /Document number/ });
    expect(number).not.toBeRequired();
    await userEvent.type(screen.getByRole('textbox', { name: /Issued by/ }), 'Stadt Graz');
    expect(screen.getByRole('textbox', { name: /Document number/ })).toBeRequired();
  });
});
