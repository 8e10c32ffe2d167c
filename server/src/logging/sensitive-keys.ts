/** Log keys whose values are personal data or credentials. Matched by exact key name at any depth. */
export const SENSITIVE_LOG_KEYS: readonly string[] = [
  'passphrase',
  'credentials',
  'password',
  'apiKey',
  'firstname',
  'lastname',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'phone',
  'dateOfBirth',
  'birthDate',
  'birthDay',
  'placeOfBirth',
  'birthPlace',
  'birthName',
  'street',
  'streetNo',
  'streetName',
  'streetNumber',
  'postalCode',
  'postcode',
  'zip',
  'town',
  'city',
  'address',
  'fullAddress',
  'legalAddress',
  'postalAddress',
  'taxId',
  'number',
  'documentNumber',
  'iban',
];

/** Request headers that carry credentials. */
export const SENSITIVE_HEADERS: readonly string[] = ['x-api-key', 'authorization', 'cookie', 'set-cookie'];

export const REDACTED = '[REDACTED]';
