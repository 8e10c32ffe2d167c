import type { CreateCustomerDto } from '../../../api/generated/types.gen';
import { blankToUndefined, fromDateInput } from './blank-to-undefined';
import type { StepFields } from './form-steps';

/** The create-customer form holds the CreateCustomerDto, with the birth date as a date input's value. */
export type CustomerFormValues = Omit<CreateCustomerDto, 'birthDate'> & { birthDate: string };

export function emptyCustomerValues(): CustomerFormValues {
  const blankCountry = '' as never;
  return {
    type: 'NaturalPerson',
    salutation: '',
    title: '',
    firstname: '',
    lastname: '',
    gender: 'NotSet',
    birthDate: '',
    email: '',
    phoneNumber: '',
    street: '',
    streetNo: '',
    postalCode: '',
    town: '',
    countryIso: blankCountry,
    nationalityIso: blankCountry,
    company: { name: '', registerNumber: '', fullAddress: '', email: '' },
    custodyProvider: 'Custodian',
    emoney: { profileDocument: { number: '', kind: 'passport' } },
  };
}

/**
 * What the form sends: blanks left out, names without the spaces around them (a name of spaces only is no name, so it
 * is required as if empty), the birth date as a date-time, the company only for a legal entity.
 */
export function toCustomerBody(values: CustomerFormValues): CreateCustomerDto {
  const body = blankToUndefined({ ...values, firstname: values.firstname.trim(), lastname: values.lastname.trim() }) as CreateCustomerDto;
  body.birthDate = fromDateInput(values.birthDate);
  if (values.type !== 'LegalEntity') delete body.company;
  else if (!body.company) body.company = { name: '' };
  if (!body.emoney?.profileDocument?.number) delete body.emoney;
  return body;
}

/** A legal entity needs its company's name (the contract's rule for `company`). */
export function customerRuleIssues(body: CreateCustomerDto): { path: string; rule: 'companyRequired' }[] {
  if (body.type === 'LegalEntity' && !body.company?.name?.trim()) return [{ path: 'company.name', rule: 'companyRequired' }];
  return [];
}

export type CustomerStepId = 'kind' | 'person' | 'address' | 'company' | 'custody' | 'review';

export function customerSteps(type: CreateCustomerDto['type']): (StepFields & { id: CustomerStepId })[] {
  const steps: (StepFields & { id: CustomerStepId })[] = [
    { id: 'kind', fields: ['type'] },
    { id: 'person', fields: ['salutation', 'title', 'firstname', 'lastname', 'gender', 'birthDate', 'email', 'phoneNumber'] },
    { id: 'address', fields: ['street', 'streetNo', 'postalCode', 'town', 'countryIso', 'nationalityIso'] },
    { id: 'company', fields: ['company'] },
    { id: 'custody', fields: ['custodyProvider', 'emoney', 'providerACustomerId', 'id'] },
    { id: 'review', fields: [] },
  ];
  return type === 'LegalEntity' ? steps : steps.filter((s) => s.id !== 'company');
}
