import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CheckInput } from './form-fields';

type Values = { eulaAgreed: boolean; precheckPep: boolean };

/** Two declarations, and buttons standing in for a refused save (an error on a field) and a corrected one. */
function Declarations() {
  const form = useForm<Values>({ defaultValues: { eulaAgreed: false, precheckPep: false } });
  return (
    <FormProvider {...form}>
      <CheckInput name="eulaAgreed" label="Terms of use accepted" help="The customer accepted the registry’s terms of use; required." />
      <CheckInput name="precheckPep" label="Pre-checked as politically exposed" />
      <button type="button" onClick={() => form.setError('eulaAgreed', { type: 'mustBeTrue', message: 'Confirm that the customer accepted the terms.' })}>
        Refuse terms
      </button>
      <button type="button" onClick={() => form.setError('precheckPep', { type: 'server', message: 'precheckPep must be a boolean.' })}>
        Refuse pre-check
      </button>
      <button type="button" onClick={() => form.clearErrors()}>
        Accept
      </button>
    </FormProvider>
  );
}

describe('a declaration checkbox', () => {
  it('is described by its explanation, and by its error in its place, marked invalid while it has one', async () => {
    renderWithProviders(<Declarations />);
    const eula = screen.getByRole('checkbox', { name: 'Terms of use accepted' });
    expect(eula).toHaveAccessibleDescription('The customer accepted the registry’s terms of use; required.');
    expect(eula).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse terms' }));
    expect(eula).toHaveAccessibleDescription('Confirm that the customer accepted the terms.');
    expect(eula).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(eula).not.toHaveAttribute('aria-invalid');
    expect(eula).toHaveAccessibleDescription('The customer accepted the registry’s terms of use; required.');
  });

  it('without an explanation is described by its error only when it has one', async () => {
    renderWithProviders(<Declarations />);
    const pep = screen.getByRole('checkbox', { name: 'Pre-checked as politically exposed' });
    expect(pep).not.toHaveAttribute('aria-describedby');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse pre-check' }));
    expect(pep).toHaveAccessibleDescription('precheckPep must be a boolean.');
    expect(pep).toHaveAttribute('aria-invalid', 'true');
  });
});
