import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CountryInput } from './form-fields';

// The country picker's code arrives while the user is on the field: the picker takes the focus from the read-only
// stand-in it replaces, so a keyboard user keeps their place and can type to search at once.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('./country-autocomplete', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { nationality: 'AT', residence: 'DE' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('a country field whose picker arrives late', () => {
  it('hands the focus to the picker when the field had it, and only then', async () => {
    render(
      <Form>
        <CountryInput name="nationality" label="Nationality" />
        <CountryInput name="residence" label="Residence" />
      </Form>,
    );
    const standIn = screen.getByRole('textbox', { name: 'Nationality' });
    expect(standIn).toHaveAttribute('readonly');
    await userEvent.click(standIn);
    expect(standIn).toHaveFocus();

    await act(async () => gate.open());
    const picker = await screen.findByRole('combobox', { name: 'Nationality' });
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveValue('Austria (AT)');
    // The other field, which did not have the focus, does not take it.
    expect(await screen.findByRole('combobox', { name: 'Residence' })).not.toHaveFocus();

    // Typing searches at once.
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Belg');
    expect(await screen.findByRole('option', { name: 'Belgium (BE)' })).toBeVisible();
  });
});
