import { describe, expect, it } from 'vitest';
import { rowsOf } from './review-rows';
import { emptyCustomerValues, toCustomerBody } from '../lib/customer-form';
import { emptyKycValues, toKycBody } from '../lib/kyc-form';

const labels = { investmentSurvey: 'Investment survey', investmentExperience: 'Investment experience', type: 'Kind', knowledge: 'Knowledge and experience', customFields: 'Custom field', name: 'Name', key: 'Key', modified: 'Last changed on' };
const words = { yes: 'Yes', no: 'No', notGiven: 'not given' };
const shown = (values: unknown) => rowsOf(values, labels, 'en', words).map((r) => [r.label, r.value]);

describe('the review of the investment survey', () => {
  it('says a row of investment experience names no kind, instead of leaving the kind out', () => {
    const values = { investmentSurvey: { investmentExperience: [{ type: '', knowledge: true }, { type: '3', knowledge: false }] } };
    expect(shown(values)).toEqual([
      ['Investment survey · Investment experience · #1 · Kind', 'not given'],
      ['Investment survey · Investment experience · #1 · Knowledge and experience', 'Yes'],
      ['Investment survey · Investment experience · #2 · Kind', '3'],
      ['Investment survey · Investment experience · #2 · Knowledge and experience', 'No'],
    ]);
  });

  it('lists the survey’s custom fields, key and date, and leaves blank ones out', () => {
    const values = { investmentSurvey: { investmentExperience: [], customFields: [{ name: 'horizon', value: '' }], modified: '2026-11-20', key: '' } };
    expect(shown(values)).toEqual([
      ['Investment survey · Custom field · #1 · Name', 'horizon'],
      ['Investment survey · Last changed on', '20 Nov 2026'],
    ]);
  });
});

describe('the review of the company’s persons', () => {
  const roleLabels = { ...labels, subPersons: 'Person of the company', role: 'Role', person: 'Person', firstname: 'First name', title: 'Title' };
  const roles = { '1': 'Director', '2': 'Beneficial owner', '3': 'Authorised representative' };
  const listed = (values: unknown) => rowsOf(values, roleLabels, 'en', { ...words, roles }).map((r) => [r.label, r.value]);

  it('names each person’s role as the role choice does, not by its code', () => {
    const values = { subPersons: [{ role: 2, person: { firstname: 'Anna', title: 'Dr.' } }, { role: '3', person: {} }] };
    expect(listed(values)).toEqual([
      ['Person of the company · #1 · Role', 'Beneficial owner'],
      ['Person of the company · #1 · Person · First name', 'Anna'],
      ['Person of the company · #1 · Person · Title', 'Dr.'],
      ['Person of the company · #2 · Role', 'Authorised representative'],
    ]);
  });

  it('shows a role code it has no label for as sent, and leaves other fields named role alone', () => {
    expect(listed({ subPersons: [{ role: 7 }] })).toEqual([['Person of the company · #1 · Role', '7']]);
    expect(listed({ role: 1 })).toEqual([['Role', '1']]);
  });
});

describe('the review of the contract’s enums', () => {
  const enumLabels = { ...labels, gender: 'Gender', identityDocument: 'Identity document', custodianIdentVerifiedType: 'Verification' };
  const enums: Record<string, Record<string, string>[]> = {
    type: [{ NaturalPerson: 'Natural person' }, { Id_card: 'ID card' }],
    gender: [{ Male: 'Male' }, { X: 'Diverse (X)' }],
    custodianIdentVerifiedType: [{ In_person: 'In person' }],
  };
  const listed = (values: unknown) => rowsOf(values, enumLabels, 'en', { ...words, enums }).map((r) => [r.label, r.value]);

  it('names each value as the form’s choice does, whichever of the field’s enums it belongs to', () => {
    const values = { type: 'NaturalPerson', gender: 'Male', custodianIdentVerifiedType: 'In_person', identityDocument: { type: 'Id_card', gender: 'X' } };
    expect(listed(values)).toEqual([
      ['Kind', 'Natural person'],
      ['Gender', 'Male'],
      ['Verification', 'In person'],
      ['Identity document · Kind', 'ID card'],
      ['Identity document · Gender', 'Diverse (X)'],
    ]);
  });

  it('shows a value no enum knows as sent (the open enums accept any), and never a label inherited from Object', () => {
    expect(listed({ type: 'Trust', gender: 'toString' })).toEqual([
      ['Kind', 'Trust'],
      ['Gender', 'toString'],
    ]);
  });
});

describe('the review lists what is sent', () => {
  const formLabels = { ...labels, dateOfBirth: 'Date of birth', custodianLegalPerson: 'Legal person', kyc: 'KYC', isCreAvailable: 'Register extract available', emoney: 'E-money', kind: 'Document kind' };
  const listed = (values: unknown) => rowsOf(values, formLabels, 'en', words).map((r) => [r.label, r.value]);

  it('shows a date sent as midnight UTC as the day the form asked for', () => {
    expect(listed({ dateOfBirth: '1980-02-29T00:00:00Z' })).toEqual([['Date of birth', '29 Feb 1980']]);
    // A day sent as a date (a partner document's issue date) likewise.
    expect(listed({ issueDate: '2020-09-16' }).map(([, value]) => value)).toEqual(['16 Sept 2020']);
    // In German, as the customer page shows the same day.
    expect(rowsOf({ dateOfBirth: '1980-02-29T00:00:00Z' }, formLabels, 'de', words).map((r) => r.value)).toEqual(['29.02.1980']);
  });

  it('leaves out the defaults of a KYC section that is not sent', () => {
    const values = { ...emptyKycValues(), lastname: 'Muster', dateOfBirth: '1980-02-29' };
    const rows = listed(toKycBody(values, 'NaturalPerson'));
    expect(rows).toContainEqual(['Date of birth', '29 Feb 1980']);
    expect(rows.map(([label]) => label)).not.toContain('Legal person · KYC · Register extract available');
    // The form itself holds that default: listing the form would show it as sent.
    expect(listed(values).map(([label]) => label)).toContain('Legal person · KYC · Register extract available');
  });

  it('leaves out a customer’s e-money document kind when no document number is sent', () => {
    const values = { ...emptyCustomerValues(), type: 'NaturalPerson' as const, lastname: 'Muster' };
    expect(listed(toCustomerBody(values)).map(([label]) => label)).not.toContain('E-money · profileDocument · Document kind');
    expect(listed(values).map(([label]) => label)).toContain('E-money · profileDocument · Document kind');
  });
});
