import type { FieldPath } from 'react-hook-form';
import type { AssetFormValues } from './asset-form-values';

type Field = FieldPath<AssetFormValues>;

/** The wizard's steps and the fields each holds; the review step holds none. */
export const WIZARD_STEPS = [
  { id: 'identity', fields: ['projectId', 'kind', 'name', 'unitName', 'isin', 'issuerName', 'url', 'issuingMemo'] },
  {
    id: 'supply',
    fields: [
      'totalSupply', 'decimals', 'isFungible', 'enableFreeze', 'enableClawback', 'isRegulatedSecurity', 'hasAIPSupport', 'isManuallyCreated',
      'distributorWalletId', 'agentWalletId', 'claimIssuerWalletId',
    ],
  },
  {
    id: 'terms',
    fields: [
      'firstCouponDate', 'interestRate', 'interestPaymentPeriod', 'numberOfPayments', 'nominalAmountPerToken', 'price', 'duration',
      'shareClass', 'votingRights', 'parValue', 'votingRight', 'companyConsent', 'mixedRecordKeeping', 'customAttributes',
    ],
  },
  { id: 'review', fields: [] },
] as const satisfies readonly { id: string; fields: readonly Field[] }[];

export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];
export const REVIEW_STEP = WIZARD_STEPS.length - 1;

/** Every field the server may name, for applyServerErrors. */
export const WIZARD_FIELDS: Field[] = WIZARD_STEPS.flatMap((step) => [...step.fields]);

/** Which step holds a field (custom attribute rows belong to their list's step). */
export function stepOfField(field: string): number | undefined {
  const top = field.split('.')[0];
  const index = WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(top));
  return index === -1 ? undefined : index;
}

/** The fields a step validates before the wizard moves on. */
export function fieldsOfStep(step: number): Field[] {
  return [...(WIZARD_STEPS[step]?.fields ?? [])];
}
