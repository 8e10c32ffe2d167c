import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Wizard } from './wizard';

interface Values {
  a: string;
  b: string;
  notes: string;
}

/** A wizard of two steps: A (a text, or with `dateFirst` a date input), then B and Notes. */
function Harness({ onSubmit, dateFirst = false }: { onSubmit: (form: UseFormReturn<Values>) => void; dateFirst?: boolean }) {
  const form = useForm<Values>({ defaultValues: { a: '', b: '', notes: '' } });
  const [step, setStep] = useState(0);
  return (
    <FormProvider {...form}>
      <Wizard
        form={form}
        ariaLabel="Test form"
        steps={[
          { id: 'one', label: 'One', fields: ['a'], content: <input type={dateFirst ? 'date' : 'text'} aria-label="A" {...form.register('a')} /> },
          {
            id: 'two',
            label: 'Two',
            fields: ['b', 'notes'],
            content: (
              <>
                <input aria-label="B" {...form.register('b')} />
                <textarea aria-label="Notes" {...form.register('notes')} />
              </>
            ),
          },
        ]}
        step={step}
        onStep={setStep}
        onSubmit={form.handleSubmit(() => onSubmit(form))}
        submitLabel="Save"
      />
    </FormProvider>
  );
}

/** What the browser holds for a date typed as 31.02.: the value '' and a bad input. */
const holdNoDate = (input: HTMLElement) => Object.defineProperty(input, 'validity', { value: { badInput: true } });

describe('the wizard', () => {
  it('says fields need attention only when a field has an error, not for a refusal of the form as a whole', async () => {
    render(<Harness onSubmit={(form) => form.setError('root.server', { message: 'The service failed.' })} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'A' }), { key: 'Enter' });
    fireEvent.keyDown(await screen.findByRole('textbox', { name: 'B' }), { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/Some fields need attention/)).not.toBeInTheDocument();
  });

  it('keeps each step’s fields in a form of their own, inside one named form region', async () => {
    render(<Harness onSubmit={() => {}} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'A' }), { key: 'Enter' });
    const b = (await screen.findByRole('textbox', { name: 'B' })) as HTMLInputElement;
    const a = screen.getByRole('textbox', { name: 'A', hidden: true }) as HTMLInputElement;
    expect(a.form).not.toBeNull();
    expect(b.form).not.toBeNull();
    expect(a.form).not.toBe(b.form);
    expect(screen.getByRole('form', { name: 'Test form' })).toContainElement(a);
  });

  it('draws a step when it is first shown and keeps it, with what was typed, when the user goes back', async () => {
    render(<Harness onSubmit={() => {}} />);
    expect(screen.queryByRole('textbox', { name: 'B', hidden: true })).toBeNull();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'A' }), { key: 'Enter' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'B' }), { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'A' })).toBeVisible());
    expect(screen.getByRole('textbox', { name: 'B', hidden: true })).toHaveValue('typed');
  });

  it('leaves the focus in the field being typed in as Back is pressed, so its error cannot move the button before the click', async () => {
    render(<Harness onSubmit={() => {}} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'A' }), { key: 'Enter' });
    const b = await screen.findByRole('textbox', { name: 'B' });
    b.focus();
    // fireEvent returns false when the press's default (moving the focus to the button) was prevented.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Back' }))).toBe(false);
    expect(b).toHaveFocus();
  });

  it('does not move on past a date that is no date (an optional one would be left out as if empty), nor submit it', async () => {
    const onSubmit = vi.fn();
    render(<Harness dateFirst onSubmit={onSubmit} />);
    holdNoDate(screen.getByLabelText('A'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('textbox', { name: 'B' })).toBeNull();
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves on with Enter in a field of an earlier step and submits with Enter on the last, but not from a textarea', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'A' }), { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Notes' }), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'B' }), { key: 'Enter' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('focuses the field with the first error when Next is clicked, also one on a row just left (validated on blur)', async () => {
    function RowsHarness() {
      // Shares over 100 %: the error sits on the last share given.
      const form = useForm<{ rows: { share: string }[] }>({
        defaultValues: { rows: [{ share: '60' }, { share: '60' }] },
        mode: 'onTouched',
        resolver: async (values) =>
          Number(values.rows[0].share) + Number(values.rows[1].share) > 100
            ? { values: {}, errors: { rows: [undefined, { share: { type: 'percentageTotal', message: 'The shares add up to 120%, more than 100%.' } }] } as never }
            : { values, errors: {} },
      });
      const [step, setStep] = useState(0);
      return (
        <FormProvider {...form}>
          <Wizard
            form={form}
            ariaLabel="Test form"
            steps={[
              {
                id: 'one',
                label: 'Owners',
                fields: ['rows'],
                content: (
                  <>
                    <input aria-label="Share 1" {...form.register('rows.0.share')} />
                    <input aria-label="Share 2" {...form.register('rows.1.share')} />
                  </>
                ),
              },
              { id: 'two', label: 'Two', fields: [], content: <p>Two</p> },
            ]}
            step={step}
            onStep={setStep}
            onSubmit={() => {}}
            submitLabel="Save"
          />
        </FormProvider>
      );
    }
    render(<RowsHarness />);
    const second = screen.getByRole('textbox', { name: 'Share 2' });
    second.focus();
    fireEvent.blur(second);
    const nextButton = screen.getByRole('button', { name: 'Next' });
    nextButton.focus();
    fireEvent.click(nextButton);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Share 2' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: /Owners/ })).toBeInTheDocument();
  });
});

/** One step whose fields are checked in another order than the page shows them (Notes registered before B). */
function ReorderedHarness() {
  const form = useForm<Values>({ defaultValues: { a: '', b: '', notes: '' } });
  const notes = form.register('notes', { required: 'Notes are needed.' });
  const b = form.register('b', { required: 'B is needed.' });
  return (
    <FormProvider {...form}>
      <Wizard
        form={form}
        ariaLabel="Test form"
        steps={[{ id: 'one', label: 'One', fields: ['b', 'notes'], content: <><input aria-label="B" {...b} /><textarea aria-label="Notes" {...notes} /></> }]}
        step={0}
        onStep={() => {}}
        onSubmit={form.handleSubmit(() => {})}
        submitLabel="Save"
      />
    </FormProvider>
  );
}

describe('the wizard after a submit with errors', () => {
  it('focuses the first field with an error as the page shows them, not as they were checked', async () => {
    render(<ReorderedHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'B' })).toHaveFocus());
  });
});
