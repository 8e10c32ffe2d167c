import { ApiError } from '../http/api-error';
import type { KycDataDto } from './api-types';
import { requireCompanyForLegalEntity } from './customer-rules';

/** Declarations the registry only accepts as true. */
const MUST_BE_TRUE = ['identVerified', 'eulaAgreed', 'nonUsTaxPerson'] as const;

/** Cross-field rules of a KYC save for a customer of the given type. */
export function checkKycRules(data: KycDataDto, customerType: string): void {
  for (const field of MUST_BE_TRUE) {
    if (data[field] !== true) throw ApiError.invalid(field, `${field} must be true.`);
  }
  if (data.custodianIdentVerifiedType !== 'In_person' && !data.document) {
    throw ApiError.missing('document', 'document is required unless custodianIdentVerifiedType is In_person.');
  }
  requireCompanyForLegalEntity(customerType, data.company);
}
