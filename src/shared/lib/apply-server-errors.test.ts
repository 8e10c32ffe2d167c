import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../api/api-failure';
import { applyServerErrors } from './apply-server-errors';
import { normaliseFieldPath } from './normalise-field-path';

interface Values {
  name: string;
  email: string;
  address: { town: string; countryCodeIso2: string };
  items: { label: string }[];
}

function useTestForm() {
  const form = useForm<Values>({ defaultValues: { name: '', email: '', address: { town: '', countryCodeIso2: '' }, items: [{ label: '' }] } });
  // Like a component rendering the messages: reading errors subscribes to them.
  void form.formState.errors;
  return form;
}

type FieldError = { code: string; message: string; field: string | null };
const failure = (errors: FieldError[]) => new ApiFailure({ kind: 'validation', status: 400, errors });

/** A fresh form with `errors` applied: its errors as a component would read them, and what applyServerErrors said. */
function applied(errors: FieldError[] | ApiFailure, options?: Parameters<typeof applyServerErrors<Values>>[2]) {
  const { result } = renderHook(() => useTestForm());
  let outcome!: ReturnType<typeof applyServerErrors<Values>>;
  act(() => {
    outcome = applyServerErrors(result.current, Array.isArray(errors) ? failure(errors) : errors, options);
  });
  return { errors: result.current.formState.errors, outcome };
}

describe('applyServerErrors puts the service\'s errors where the user looks', () => {
  it('on the field named by the error, including nested and array paths', () => {
    const { errors } = applied([
      { code: 'MissingField', message: 'name is required', field: 'name' },
      { code: 'InvalidInput', message: 'must be two capital letters', field: 'address.countryCodeIso2' },
      { code: 'InvalidInput', message: 'too long', field: 'items[0].label' },
    ]);
    expect(errors.name?.message).toBe('name is required');
    expect(errors.address?.countryCodeIso2?.message).toBe('must be two capital letters');
    expect(errors.items?.[0]?.label?.message).toBe('too long');
    expect(errors.root).toBeUndefined();
  });

  it('maps server names to form names, e.g. a conflict on e-mail', () => {
    const { errors } = applied(new ApiFailure({ kind: 'conflict', status: 409, errors: [{ code: 'Conflict', message: 'e-mail already used', field: 'Email' }] }));
    expect(errors.email?.message).toBe('e-mail already used');
  });

  it("words an answer the form knows in the form's own words (the user's language), any other as the service does", () => {
    const { errors } = applied(
      [
        { code: 'Conflict', message: 'This e-mail address is already used.', field: 'Email' },
        { code: 'InvalidInput', message: 'name is too long', field: 'name' },
      ],
      { messages: { 'Conflict:email': 'Diese E-Mail-Adresse ist bereits vergeben.', 'Conflict:name': 'Name vergeben.' } },
    );
    expect(errors.email?.message).toBe('Diese E-Mail-Adresse ist bereits vergeben.');
    expect(errors.name?.message).toBe('name is too long');
  });

  it('shows every reason given for one field on it, each once', () => {
    const { errors, outcome } = applied([
      { code: 'InvalidInput', message: 'must not be empty.', field: 'Name' },
      { code: 'InvalidInput', message: 'must be 3 to 250 characters.', field: 'body.name' },
      { code: 'InvalidInput', message: 'must not be empty.', field: 'name' },
    ]);
    expect(outcome.fields).toEqual(['name']);
    expect(errors.name?.message).toBe('must not be empty. must be 3 to 250 characters.');
  });

  it('uses fieldMap for fields the form names differently', () => {
    const { errors } = applied([{ code: 'InvalidInput', message: 'bad town', field: 'town' }], { fieldMap: { town: 'address.town' } });
    expect(errors.address?.town?.message).toBe('bad town');
  });

  it('puts errors without a known field on the form itself, so nothing is lost', () => {
    const { errors, outcome } = applied([
      { code: 'InvalidInput', message: 'institution unknown', field: 'institutionId' },
      { code: 'InvalidInput', message: 'malformed JSON', field: null },
    ]);
    expect(outcome.fields).toEqual([]);
    expect(errors.root?.server?.message).toBe('institutionId: institution unknown\nmalformed JSON');
  });

  it('tells a multi-step form the first step holding an error', () => {
    const { outcome } = applied(
      [
        { code: 'InvalidInput', message: 'x', field: 'address.town' },
        { code: 'InvalidInput', message: 'y', field: 'email' },
      ],
      { stepOf: (field) => (field.startsWith('address') ? 2 : 1) },
    );
    expect(outcome.firstStep).toBe(1);
  });

  it('puts the cursor on the first field the service named, or with fieldOrder on the first of them on screen', () => {
    const { result } = renderHook(() => useTestForm());
    const focusedBy = (options: Parameters<typeof applyServerErrors<Values>>[2]) => {
      const setError = vi.fn(result.current.setError);
      act(() => {
        applyServerErrors(
          { setError, getValues: result.current.getValues },
          failure([
            { code: 'InvalidInput', message: 'x', field: 'email' },
            { code: 'InvalidInput', message: 'y', field: 'name' },
          ]),
          options,
        );
      });
      return setError.mock.calls.filter(([, , how]) => how?.shouldFocus).map(([path]) => path);
    };
    expect(focusedBy({})).toEqual(['email']);
    expect(focusedBy({ fieldOrder: ['name', 'email'] })).toEqual(['name']);
    // A field the order does not list is still focused when it is the only one named.
    expect(focusedBy({ fieldOrder: ['address.town'] })).toEqual(['email']);
  });

  it('understands JSON-pointer and bracket paths', () => {
    expect(normaliseFieldPath('/address/town')).toBe('address.town');
    expect(normaliseFieldPath('items[2].label')).toBe('items.2.label');
    expect(normaliseFieldPath('body.name')).toBe('name');
  });
});
