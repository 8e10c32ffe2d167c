import { kycRuleIssues } from '../../../src/shared/kyc/kyc-rules';
import { ApiError } from '../http/api-error';
import type { KycDataDto } from './api-types';

/**
 * Cross-field rules of a KYC save for a customer of the given type: the dashboard's own rules (declarations,
 * document unless In_person, company for a LegalEntity, IBAN and LEI check digits, shares not over 100%), so a
 * client that skips the form gets the same answers. Every broken rule is reported, each on its field.
 */
export function checkKycRules(data: KycDataDto, customerType: string): void {
  const issues = kycRuleIssues(data, customerType);
  if (issues.length) throw new ApiError(400, issues.map(({ code, field, message }) => ({ code, field, message })));
}
