import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, useEffect } from 'react';
import { useForm, useFormContext, useFormState, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormMethodsProvider } from './form-methods-provider';

interface Values {
  name: string;
  city: string;
}

const renders: Record<string, number> = {};
const count = (id: string) => {
  renders[id] = (renders[id] ?? 0) + 1;
};

/** A registered (uncontrolled) input, as the customer forms' text fields are; its renders are counted. */
const Field = memo(function Field({ name }: { name: keyof Values }) {
  const { register } = useFormContext<Values>();
  useEffect(() => count(name));
  return (
    <label>
      {name}
      <input {...register(name, { required: `${name} is required` })} />
    </label>
  );
});

function Errors() {
  const { errors } = useFormState<Values>();
  return errors.name ? <span role="alert">{errors.name.message}</span> : null;
}

function Form({ onForm }: { onForm: (form: UseFormReturn<Values>) => void }) {
  const form = useForm<Values>({ defaultValues: { name: 'Jürgen', city: '' } });
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  return (
    <FormMethodsProvider form={form}>
      <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
        <Field name="name" />
        <Field name="city" />
        <span>{form.formState.isDirty ? 'changed' : 'unchanged'}</span>
        <Errors />
        <button type="submit">Send</button>
      </form>
    </FormMethodsProvider>
  );
}

function renderForm() {
  for (const key of Object.keys(renders)) delete renders[key];
  let form: UseFormReturn<Values> | undefined;
  render(
    <Form
      onForm={(f) => {
        form = f;
      }}
    />,
  );
  return () => form!;
}

describe('FormMethodsProvider', () => {
  it("renders a field once as the form mounts, and only the field typed in as the form's state changes", async () => {
    renderForm();
    expect(renders).toEqual({ name: 1, city: 1 });
    await userEvent.type(screen.getByLabelText('city'), 'Wien');
    expect(screen.getByText('changed')).toBeTruthy();
    // The form's component shows its new state; the other field is not rendered again.
    expect(renders.name).toBe(1);
  });

  it('lets a reset reach every registered field: its new value shows and its rule still holds', async () => {
    const form = renderForm();
    act(() => form().reset({ name: 'Łucja', city: 'Graz' }));
    expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('Łucja');
    expect(screen.getByLabelText<HTMLInputElement>('city').value).toBe('Graz');
    await userEvent.clear(screen.getByLabelText('name'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('name is required');
    expect(form().getValues()).toEqual({ name: '', city: 'Graz' });
  });

  it("gives the fields the form's latest state through the context", async () => {
    let held: UseFormReturn<Values>['formState'] | undefined;
    function Reader() {
      const { formState } = useFormContext<Values>();
      useEffect(() => {
        held = formState;
      });
      return null;
    }
    function WithReader() {
      const form = useForm<Values>({ defaultValues: { name: '', city: '' } });
      return (
        <FormMethodsProvider form={form}>
          <Field name="name" />
          <Reader />
        </FormMethodsProvider>
      );
    }
    render(<WithReader />);
    expect(held!.isDirty).toBe(false);
    await userEvent.type(screen.getByLabelText('name'), 'A');
    expect(held!.isDirty).toBe(true);
  });
});
