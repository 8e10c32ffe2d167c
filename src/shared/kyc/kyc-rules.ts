import type { CustomerType, KycDataDto } from '../../api/generated/types.gen';
import { isValidIban, isValidLei } from './check-digits';

// The cross-field rules of a KYC save (interface §2.4 and the contract's KycDataDto description). The dashboard
// runs them as the user leaves a step; the reference service runs the same function, so a client that skips the
// form gets the same answers.

export interface KycRuleIssue {
  /** Dotted path of the field, as the service names it in `errors[].field`. */
  field: string;
  code: 'InvalidInput' | 'MissingField';
  message: string;
  /** Which rule, so the dashboard can say it in the user's language. */
  rule: 'mustBeTrue' | 'documentRequired' | 'iban' | 'companyRequired' | 'lei' | 'percentage' | 'percentageTotal';
  /** The sum, for percentageTotal. */
  total?: number;
}

/** Declarations the registry only accepts as true. */
export const MUST_BE_TRUE = ['identVerified', 'eulaAgreed', 'nonUsTaxPerson'] as const;

/** A share has at most four decimals: counted in ten-thousandths of a percent, it is a whole number. */
const UNITS_PER_PERCENT = 10_000;

/**
 * "12.5" -> 125000 ten-thousandths of a percent, read from the text itself so no binary fraction creeps in;
 * anything else -> NaN, empty -> null.
 */
export function percentageUnits(value: string | null | undefined): number | null {
  const text = value?.trim();
  if (!text) return null;
  const match = /^(\d{1,3})(?:[.,](\d{1,4}))?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * UNITS_PER_PERCENT + Number((match[2] ?? '').padEnd(4, '0'));
}

/** Each share between 0 and 100, and all of them together not over 100. */
function percentageIssues(rows: readonly { value?: string | null }[], fieldOf: (index: number) => string, what: string): KycRuleIssue[] {
  const issues: KycRuleIssue[] = [];
  let total = 0;
  let last = -1;
  rows.forEach((row, index) => {
    const n = percentageUnits(row.value);
    if (n === null) return;
    if (Number.isNaN(n) || n > 100 * UNITS_PER_PERCENT) {
      issues.push({ field: fieldOf(index), code: 'InvalidInput', rule: 'percentage', message: `${fieldOf(index)} must be a percentage between 0 and 100.` });
      return;
    }
    total += n;
    last = index;
  });
  // Summed exactly, in whole ten-thousandths: 50.002 + 50.002 is 100.004, over 100 (rounded to hundredths it passed).
  if (last >= 0 && total > 100 * UNITS_PER_PERCENT) {
    const sum = total / UNITS_PER_PERCENT;
    issues.push({ field: fieldOf(last), code: 'InvalidInput', rule: 'percentageTotal', total: sum, message: `The ${what} add up to ${sum}%, more than 100%.` });
  }
  return issues;
}

/** Every rule the KYC body breaks, in form order; empty when it may be saved. */
export function kycRuleIssues(data: KycDataDto, customerType: CustomerType | string | null | undefined): KycRuleIssue[] {
  const issues: KycRuleIssue[] = [];
  for (const field of MUST_BE_TRUE) {
    if (data[field] !== true) issues.push({ field, code: 'InvalidInput', rule: 'mustBeTrue', message: `${field} must be true.` });
  }
  if (data.custodianIdentVerifiedType !== 'In_person' && !data.document) {
    issues.push({ field: 'document', code: 'MissingField', rule: 'documentRequired', message: 'document is required unless custodianIdentVerifiedType is In_person.' });
  }
  const iban = data.document?.iban?.trim();
  if (iban && !isValidIban(iban)) {
    issues.push({ field: 'document.iban', code: 'InvalidInput', rule: 'iban', message: 'document.iban is not a valid IBAN (its check digits do not match).' });
  }
  if (customerType === 'LegalEntity') {
    if (!data.company) issues.push({ field: 'company', code: 'MissingField', rule: 'companyRequired', message: 'company is required for a LegalEntity customer.' });
    else if (!data.company.name?.trim()) {
      issues.push({ field: 'company.name', code: 'MissingField', rule: 'companyRequired', message: 'company.name is required for a LegalEntity customer.' });
    }
  }
  issues.push(...custodianRuleIssues(data));
  return issues;
}

/**
 * The rules of the custodian legal person and the e-money block: the LEI's check digits and the shares of its
 * related entities and final beneficiaries. A customer's creation carries both blocks too (interface §2.5), so it
 * runs these as a KYC save does.
 */
export function custodianRuleIssues(data: Pick<KycDataDto, 'custodianLegalPerson' | 'emoney'>): KycRuleIssue[] {
  const issues: KycRuleIssue[] = [];
  const legal = data.custodianLegalPerson;
  const lei = legal?.leiCode?.trim();
  if (lei && !isValidLei(lei)) {
    issues.push({ field: 'custodianLegalPerson.leiCode', code: 'InvalidInput', rule: 'lei', message: 'custodianLegalPerson.leiCode is not a valid LEI (ISO 17442 check digits do not match).' });
  }
  issues.push(
    ...percentageIssues(
      (legal?.related ?? []).map((r) => ({ value: r.sharePercentage })),
      (i) => `custodianLegalPerson.related.${i}.sharePercentage`,
      'share percentages',
    ),
  );
  issues.push(
    ...percentageIssues(
      (data.emoney?.corporate?.finalBeneficiaries ?? []).map((b) => ({ value: b.ownershipPercentage })),
      (i) => `emoney.corporate.finalBeneficiaries.${i}.ownershipPercentage`,
      'ownership percentages',
    ),
  );
  return issues;
}
