import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { expect, it } from 'vitest';
import { SelectInput } from './form-fields';

const options = [
  { value: 'Id_card', label: 'ID card' },
  { value: 'Passport', label: 'Passport' },
];

/** What the form holds, as the submit would send it. */
function Held() {
  return <output aria-label="held">{String(useWatch({ name: 'type' }))}</output>;
}

function Form({ value, children }: { value: string; children: ReactNode }) {
  const form = useForm({ defaultValues: { type: value } });
  return (
    <FormProvider {...form}>
      {children}
      <Held />
    </FormProvider>
  );
}

const held = () => screen.getByRole('status', { name: 'held' }).textContent;

it('shows a held value that is none of its options as itself, chosen, and keeps it until another is picked', async () => {
  render(
    <Form value="Aadhaar">
      <SelectInput name="type" label="Document type" options={options} />
    </Form>,
  );
  const select = screen.getByRole('combobox', { name: 'Document type' });
  expect(select).toHaveValue('Aadhaar');
  expect(screen.getByRole('option', { name: 'Aadhaar', selected: true })).toBeInTheDocument();
  expect(held()).toBe('Aadhaar');
  await userEvent.selectOptions(select, 'Passport');
  expect(held()).toBe('Passport');
});

it('shows no value as a blank first choice', () => {
  render(
    <Form value="">
      <SelectInput name="type" label="Document type" options={options} />
    </Form>,
  );
  expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveValue('');
  expect(screen.queryByRole('option', { name: 'Aadhaar' })).not.toBeInTheDocument();
});
