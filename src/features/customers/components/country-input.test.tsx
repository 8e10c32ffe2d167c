import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CountryInput } from './form-fields';

// The country picker's code cannot be downloaded (the service that serves it is gone).
vi.mock('./country-autocomplete', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { nationality: 'AT' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('a country field whose picker cannot be downloaded', () => {
  it('keeps showing the chosen country and says on the field why it cannot be changed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Form>
        <CountryInput name="nationality" label="Nationality" />
      </Form>,
    );
    expect(await screen.findByText('The list of countries could not be loaded (reload the page to try again).')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nationality' })).toHaveValue('Austria (AT)');
    expect(screen.getByRole('textbox', { name: 'Nationality' })).toHaveAttribute('readonly');
  });
});
