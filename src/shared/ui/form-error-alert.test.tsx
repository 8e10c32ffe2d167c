import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormErrorAlert, hasFieldError } from './form-error-alert';

function Form({ message, fieldHasError }: { message?: string; fieldHasError: boolean }) {
  return (
    <>
      <FormErrorAlert message={message} fieldHasError={fieldHasError} />
      <input aria-label="Name" aria-invalid={fieldHasError} />
      <button type="submit">Save</button>
    </>
  );
}

describe('FormErrorAlert', () => {
  it('takes the focus from Save when it appears and no field has an error', () => {
    const { rerender } = render(<Form fieldHasError={false} />);
    screen.getByRole('button', { name: 'Save' }).focus();
    rerender(<Form message="customer.unknownThing: not accepted" fieldHasError={false} />);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('customer.unknownThing: not accepted');
  });

  it('leaves the focus on the field whose error took it', () => {
    const { rerender } = render(<Form fieldHasError={false} />);
    screen.getByRole('textbox', { name: 'Name' }).focus();
    rerender(<Form message="Also: the service refused the request." fieldHasError />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('shows nothing without a message', () => {
    render(<Form fieldHasError={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('hasFieldError', () => {
  it('counts field errors, not the form’s own', () => {
    expect(hasFieldError({ root: { server: {} } })).toBe(false);
    expect(hasFieldError({ root: {}, email: {} })).toBe(true);
    expect(hasFieldError({})).toBe(false);
  });
});
