import { custodianRuleIssues, kycRuleIssues, type KycRuleIssue } from '../../../src/shared/kyc/kyc-rules';
import { ApiError } from '../http/api-error';
import type { CreateCustomerDto, KycDataDto } from './api-types';

/**
 * Cross-field rules of a KYC save for a customer of the given type: the dashboard's own rules (declarations,
 * document unless In_person, company for a LegalEntity, IBAN and LEI check digits, shares not over 100%), so a
 * client that skips the form gets the same answers. Every broken rule is reported, each on its field.
 */
export function checkKycRules(data: KycDataDto, customerType: string): void {
  refuseIssues(kycRuleIssues(data, customerType));
}

/**
 * The same rules for the blocks a customer is created with: the custodian legal person's LEI and shares and the
 * e-money block's ownership percentages, so a client cannot store at creation what a KYC save would refuse.
 */
export function checkCreateCustomerRules(input: Pick<CreateCustomerDto, 'custodianLegalPerson' | 'emoney'>): void {
  refuseIssues(custodianRuleIssues(input));
}

function refuseIssues(issues: readonly KycRuleIssue[]): void {
  if (issues.length) throw new ApiError(400, issues.map(({ code, field, message }) => ({ code, field, message })));
}
