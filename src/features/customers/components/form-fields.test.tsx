import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DateInput, TextInput } from './form-fields';

const HELP = 'The partner’s numeric code for the kind of investment, e.g. 3 for bonds.';
function Form() {
  const form = useForm({ defaultValues: { code: '' } });
  return (
    <FormProvider {...form}>
      <TextInput name="code" label="Code" help={HELP} />
      <button type="button" onClick={() => form.setError('code', { type: 'validate', message: 'Enter a whole number.' })}>
        Check
      </button>
    </FormProvider>
  );
}

describe('a text field with help', () => {
  it('shows its error in the help’s place and keeps the help’s room unseen, so what is below does not move; only the error is read out', () => {
    renderWithProviders(<Form />);
    const field = screen.getByRole('textbox', { name: 'Code' });
    expect(field).toHaveAccessibleDescription(HELP);
    act(() => screen.getByRole('button', { name: 'Check' }).click());
    expect(field).toHaveAccessibleDescription('Enter a whole number.');
    const kept = screen.getByText(HELP);
    expect(kept).toHaveAttribute('aria-hidden', 'true');
    expect(kept).toHaveStyle({ visibility: 'hidden', gridArea: '1 / 1' });
    expect(screen.getByText('Enter a whole number.')).toHaveStyle({ gridArea: '1 / 1' });
  });
});

function Dates() {
  const form = useForm({ defaultValues: { born: '' } });
  return (
    <FormProvider {...form}>
      <DateInput name="born" label="Date of birth" />
    </FormProvider>
  );
}

describe('a date field', () => {
  it('says so as it is left holding text that is no date (31.02.), which the browser gives the form as empty', async () => {
    const { container } = renderWithProviders(<Dates />);
    const input = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    // jsdom has no date input of its own: the browser's verdict on what was typed.
    Object.defineProperty(input, 'validity', { value: { badInput: true } });
    fireEvent.blur(input);
    await waitFor(() => expect(input).toHaveAccessibleDescription('This is not a date (day, month or year is wrong or missing): check it.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
