import type { CustomerRow } from '../db/schema';
import type { CreateCustomerDto, CustomerDto } from './api-types';

/** Keeps only the given fields: optional contract fields are omitted, never null. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
}

export function toCustomerProfile(row: CustomerRow): CreateCustomerDto {
  return defined<CreateCustomerDto>({
    salutation: row.salutation ?? undefined,
    title: row.title ?? undefined,
    firstname: row.firstname,
    lastname: row.lastname,
    birthDate: row.birthDate?.toISOString(),
    phoneNumber: row.phoneNumber ?? undefined,
    type: row.type,
    street: row.street ?? undefined,
    streetNo: row.streetNo ?? undefined,
    postalCode: row.postalCode ?? undefined,
    town: row.town ?? undefined,
    countryIso: row.countryIso ?? undefined,
    company: row.company ?? undefined,
    nationalityIso: row.nationalityIso ?? undefined,
    gender: (row.gender ?? undefined) as CreateCustomerDto['gender'],
    emoney: row.emoney ?? undefined,
    custodianLegalPerson: row.custodianLegalPerson ?? undefined,
    custodyProvider: (row.custodyProvider ?? undefined) as CreateCustomerDto['custodyProvider'],
    email: row.email,
    providerACustomerId: row.providerACustomerId ?? undefined,
    id: row.id,
  });
}

export function toCustomerDto(row: CustomerRow): CustomerDto {
  return {
    id: row.id,
    institutionId: row.institutionId,
    kycStatus: row.kycStatus,
    identityVerified: row.identityVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    profile: toCustomerProfile(row),
  };
}
