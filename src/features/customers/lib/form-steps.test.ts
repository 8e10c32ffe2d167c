import { describe, expect, it } from 'vitest';
import { applyServerErrors } from '../../../shared/lib/apply-server-errors';
import { errorPaths, firstError, stepOfField } from './form-steps';
import { customerSteps } from './customer-form';
import { emptyKycValues, kycSteps } from './kyc-form';

describe('which step holds a field', () => {
  it('maps nested and repeated fields of the KYC form to their step', () => {
    const steps = kycSteps('NaturalPerson');
    const at = (path: string) => steps[stepOfField(steps, path) ?? -1]?.id;
    expect(at('firstname')).toBe('identity');
    expect(at('address.town')).toBe('contact');
    expect(at('document')).toBe('identification');
    expect(at('document.iban')).toBe('identification');
    expect(at('identVerified')).toBe('declarations');
    expect(at('custodianLegalPerson.related.3.sharePercentage')).toBe('legalPerson');
    expect(at('emoney.corporate.representatives.0.firstname')).toBe('emoney');
    expect(stepOfField(steps, 'company.name')).toBeUndefined();
    // "addressLine" is not under "address".
    expect(stepOfField(steps, 'addressLine')).toBeUndefined();
  });

  it('has the company step only for a legal entity, shifting the later steps', () => {
    const legal = kycSteps('LegalEntity');
    expect(legal.map((s) => s.id)).toContain('company');
    expect(stepOfField(legal, 'company.name')).toBe(4);
    expect(stepOfField(legal, 'emoney')).toBe(6);
    expect(stepOfField(kycSteps('NaturalPerson'), 'emoney')).toBe(5);
    expect(stepOfField(customerSteps('LegalEntity'), 'company.name')).toBe(3);
    expect(stepOfField(customerSteps('NaturalPerson'), 'email')).toBe(1);
  });

  it('finds the first error in step order, not in the order the errors came', () => {
    const steps = kycSteps('NaturalPerson');
    expect(firstError(steps, ['eulaAgreed', 'document.number', 'address.town'])).toEqual({ step: 1, path: 'address.town' });
    expect(firstError(steps, ['unknown'])).toBeNull();
  });

  it('lists the paths of an error tree', () => {
    const errors = {
      firstname: { type: 'too_big', message: 'At most 64 characters.' },
      address: { town: { type: 'invalid_type', message: 'Required.' } },
      custodianLegalPerson: { related: [undefined, { sharePercentage: { type: 'percentageTotal', message: 'Over 100%.' } }] },
      root: { server: { type: 'server', message: 'x' } },
    };
    expect(errorPaths(errors as never)).toEqual(['firstname', 'address.town', 'custodianLegalPerson.related.1.sharePercentage']);
  });
});

describe('server errors on their field and step', () => {
  function fakeForm() {
    const set: { path: string; message?: string; focus?: boolean }[] = [];
    return {
      set,
      form: {
        getValues: () => emptyKycValues() as never,
        setError: (path: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => set.push({ path, message: error.message, focus: options?.shouldFocus }),
      },
    };
  }

  it('puts each named field on the form and reports the first step holding one', () => {
    const steps = kycSteps('LegalEntity');
    const { form, set } = fakeForm();
    const result = applyServerErrors(
      form as never,
      {
        message: 'bad',
        errors: [
          { code: 'InvalidInput', field: 'custodianLegalPerson.leiCode', message: 'not a valid LEI' },
          { code: 'MissingField', field: 'address.town', message: 'address.town is required.' },
        ],
      },
      { stepOf: (f) => stepOfField(steps, f) },
    );
    expect(result.fields).toEqual(['custodianLegalPerson.leiCode', 'address.town']);
    expect(result.firstStep).toBe(1);
    expect(set[0]).toMatchObject({ path: 'custodianLegalPerson.leiCode', focus: true });
  });

  it('maps a reused e-mail on create to the person step', () => {
    const steps = customerSteps('NaturalPerson');
    const set: string[] = [];
    const result = applyServerErrors(
      { getValues: () => ({ email: '', firstname: '' }) as never, setError: (path: string) => set.push(path) } as never,
      { message: 'x', errors: [{ code: 'Conflict', field: 'Email', message: 'already used' }] },
      { stepOf: (f) => stepOfField(steps, f) },
    );
    expect(set).toEqual(['email']);
    expect(steps[result.firstStep!].id).toBe('person');
  });
});
