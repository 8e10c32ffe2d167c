import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** The picker (Austria chosen) and a field after it, its text cleared to type another. */
async function pickerWithText() {
  const user = userEvent.setup();
  renderWithProviders(
    <Form>
      <CountryAutocomplete name="nationality" label="Nationality" />
      <input aria-label="next field" />
    </Form>,
  );
  const box = await screen.findByRole('combobox', { name: 'Nationality' });
  await user.clear(box);
  return { user, box };
}

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

  it('says on the field what was typed when the text left in it was not taken (no country matches it), instead of dropping it silently', async () => {
    const { user, box } = await pickerWithText();
    await user.type(box, 'Öster');
    await user.tab();
    expect(await screen.findByText('“Öster” was not taken: choose a country from the list (type part of its name or its code).')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // Choosing a country then answers it.
    await user.clear(box);
    await user.type(box, 'Austria');
    await user.click(await screen.findByRole('option', { name: /Austria/ }));
    expect(screen.queryByText(/was not taken/)).toBeNull();
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });

  it('says nothing when a country was chosen from the list', async () => {
    const { user, box } = await pickerWithText();
    await user.type(box, 'Germany');
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    await user.tab();
    expect(box).toHaveValue('Germany (DE)');
    expect(screen.queryByText(/was not taken/)).toBeNull();
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });
});
