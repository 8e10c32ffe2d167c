import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RepeatableRows } from './repeatable-rows';

function Directors() {
  const form = useForm({ defaultValues: { directors: [{ name: 'Anna' }, { name: 'Ben' }] } });
  return (
    <FormProvider {...form}>
      <h3>E-money</h3>
      <RepeatableRows name="directors" title="Directors" itemLabel="Director" max={5} empty={() => ({ name: '' })}>
        {(prefix) => <input aria-label="Name" {...form.register(`${prefix}.name` as 'directors.0.name')} />}
      </RepeatableRows>
    </FormProvider>
  );
}

describe('repeatable rows', () => {
  it('name each row as a group without adding a heading, so they fit under a section of any level', () => {
    renderWithProviders(<Directors />);
    expect(screen.getByRole('group', { name: 'Director 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['E-money']);
  });

  it('leave the focus in the field being typed in as Add is pressed, so its error cannot move the button away before the click', () => {
    renderWithProviders(<Directors />);
    const name = screen.getAllByRole('textbox', { name: 'Name' })[0];
    name.focus();
    const add = screen.getByRole('button', { name: 'Add Director' });
    // fireEvent returns false when the press's default (moving the focus to the button) was prevented.
    expect(fireEvent.mouseDown(add)).toBe(false);
    expect(name).toHaveFocus();
  });

  it('give the focus to the row now in the removed one’s place, then the one before, then Add — never to the page', async () => {
    renderWithProviders(<Directors />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Director 1' }));
    // Ben moved up: his row is Director 1 now.
    await waitFor(() => expect(screen.getByRole('group', { name: 'Director 1' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ben');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Director 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Director' })).toHaveFocus());
  });

  it('give the focus to the row before when the last row is removed', async () => {
    renderWithProviders(<Directors />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Director 2' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Director 1' })).toHaveFocus());
  });
});
