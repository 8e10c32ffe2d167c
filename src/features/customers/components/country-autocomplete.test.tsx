import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { CountryAutocomplete } from './country-autocomplete';

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { nationality: 'AT' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

afterEach(async () => {
  await changeLanguage('en', { persist: false });
});

describe('the country picker', () => {
  it('names its buttons in the user’s language, not in MUI’s English', async () => {
    await changeLanguage('de', { persist: false });
    renderWithProviders(
      <Form>
        <CountryAutocomplete name="nationality" label="Staatsangehörigkeit" />
      </Form>,
    );
    expect(await screen.findByRole('button', { name: 'Öffnen' })).toBeInTheDocument();
  });
});
