import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { zInitializeTokenizedAssetDto, zTokenizedAssetKind } from '../../../api/generated/zod.gen';
import { installZodMessages } from '../../../shared/lib/zod-i18n';
import { MAX_BASE_UNITS, exactNumber, parseBaseUnits } from './base-units';
import { decimalsOf } from './asset-form-values';
import { isinProblem } from './isin';
import { BYTE_LIMITS, utf8ByteLength } from '../../../shared/lib/utf8';

// The wizard's validation code (zod, the contract's schemas and the rules below), downloaded on demand
// (load-asset-form-schema.ts) so the wizard shows before it arrives.
installZodMessages();

const dto = zInitializeTokenizedAssetDto.shape;
const V = 'assets.validation';
const uuidOrEmpty = z.union([z.literal(''), z.uuid({ error: 'validation.uuid' })]);
const int32Text = z.string().trim().regex(/^(-?[0-9]{1,10})?$/, { error: `${V}.wholeNumber` });
const nonNegativeIntText = z.string().trim().regex(/^([0-9]{1,9})?$/, { error: `${V}.wholeNumber` });

/**
 * Terms of one kind, shown (and sent, to-initialize-body.ts) only for that kind: checked only for it, in
 * `superRefine`. Checked whatever the kind, a value left behind by the other kind (a bond's period typed before
 * switching to a share) failed on a field the terms step no longer shows, and Next did nothing.
 */
const BOND_TERMS = {
  interestRate: dto.interestRate.unwrap().unwrap(),
  interestPaymentPeriod: nonNegativeIntText,
  numberOfPayments: nonNegativeIntText,
  nominalAmountPerToken: dto.nominalAmountPerToken.unwrap().unwrap(),
  duration: dto.duration.unwrap().unwrap(),
};
const SHARE_TERMS = {
  shareClass: dto.shareClass.unwrap().unwrap(),
  votingRights: dto.votingRights.unwrap().unwrap(),
};

/** A number written with a comma between digits and nothing but digits, points and commas ("3,25", "1.000,00", "1,000"). */
const DECIMAL_COMMA = /^[\d.]*\d,\d[\d.,]*$/;

/**
 * The wizard's values: what the person types (texts, so amounts stay exact), checked with the contract's own limits
 * (the generated schema's fields) and, in `superRefine`, the rules the chain and the securities need on top.
 * Every message of ours is an i18n key, translated where it is shown.
 */
export const assetFormSchema = z
  .object({
    projectId: uuidOrEmpty,
    kind: zTokenizedAssetKind,
    name: dto.name.unwrap().unwrap(),
    unitName: dto.unitName.unwrap().unwrap(),
    isin: z.string().trim().toUpperCase().pipe(dto.isin),
    issuerName: z.string().trim().pipe(dto.issuerName),
    url: dto.url.unwrap().unwrap(),
    issuingMemo: dto.issuingMemo.unwrap().unwrap(),
    totalSupply: z.string(),
    decimals: z.string(),
    isFungible: z.boolean(),
    enableFreeze: z.boolean(),
    enableClawback: z.boolean(),
    isRegulatedSecurity: z.boolean(),
    hasAIPSupport: z.boolean(),
    isManuallyCreated: z.boolean(),
    distributorWalletId: uuidOrEmpty,
    agentWalletId: uuidOrEmpty,
    claimIssuerWalletId: uuidOrEmpty,
    firstCouponDate: z.string(),
    interestRate: z.string(),
    interestPaymentPeriod: z.string(),
    numberOfPayments: z.string(),
    nominalAmountPerToken: z.string(),
    price: dto.price.unwrap().unwrap(),
    duration: z.string(),
    shareClass: z.string(),
    votingRights: z.string(),
    parValue: z.enum(['', 'yes', 'no']),
    votingRight: z.enum(['', 'yes', 'no']),
    companyConsent: int32Text,
    mixedRecordKeeping: int32Text,
    customAttributes: z.array(z.object({ key: z.string(), value: z.string() })),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string | (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path: Array.isArray(path) ? path : [path], message });

    const isin = v.isin.trim().toUpperCase();
    const problem = isin ? isinProblem(isin) : null;
    if (problem === 'shape') issue('isin', `${V}.isinShape`);
    if (problem === 'checkDigit') issue('isin', `${V}.isinCheckDigit`);

    // Limits hold for what is sent: the texts are sent without their outer spaces (to-initialize-body.ts).
    if (!v.unitName.trim()) issue('unitName', 'validation.required');
    if (utf8ByteLength(v.unitName.trim()) > BYTE_LIMITS.unitName) issue('unitName', `${V}.unitNameBytes`);
    if (!v.name.trim()) issue('name', 'validation.required');
    if (utf8ByteLength(v.name.trim()) > BYTE_LIMITS.name) issue('name', `${V}.nameBytes`);
    if (utf8ByteLength(v.url.trim()) > BYTE_LIMITS.url) issue('url', `${V}.urlBytes`);
    if (v.url.trim() && !/^https?:\/\/\S+$/i.test(v.url.trim())) issue('url', 'validation.url');

    const decimals = decimalsOf(v.decimals);
    if (decimals === null) issue('decimals', `${V}.decimals`);
    const supply = parseBaseUnits(v.totalSupply);
    if (!v.totalSupply.trim()) issue('totalSupply', 'validation.required');
    else if (supply === null) issue('totalSupply', `${V}.supplyWhole`);
    else if (supply <= 0n) issue('totalSupply', `${V}.supplyPositive`);
    else if (supply > MAX_BASE_UNITS) issue('totalSupply', `${V}.supplyTooLarge`);
    else if (exactNumber(supply) === null) issue('totalSupply', `${V}.supplyNotExact`);

    if (!v.distributorWalletId) issue('distributorWalletId', 'validation.required');

    const checkTerms = (terms: Record<string, z.ZodType<string>>) => {
      for (const [field, schema] of Object.entries(terms)) {
        const result = schema.safeParse(v[field as keyof typeof v]);
        if (!result.success) result.error.issues.forEach((i) => issue(field, i.message));
      }
    };
    if (v.kind === 'Bond') checkTerms(BOND_TERMS);
    if (v.kind === 'Share') {
      checkTerms(SHARE_TERMS);
      if (!v.shareClass.trim()) issue('shareClass', `${V}.shareRequired`);
      if (!v.votingRights.trim()) issue('votingRights', `${V}.shareRequired`);
      if (!v.parValue) issue('parValue', `${V}.shareRequired`);
      if (!v.votingRight) issue('votingRight', `${V}.shareRequired`);
    }
    if (v.kind === 'Bond' && v.firstCouponDate && !/^\d{4}-\d{2}-\d{2}$/.test(v.firstCouponDate)) issue('firstCouponDate', 'validation.invalid');
    // Numbers kept as text (the interface's strings): a decimal comma ("3,25", "1.000,00") would be stored as typed
    // beside the registry's "3.25", and "1,000" reads as a thousand to one reader and one to another.
    const numberFields = v.kind === 'Bond' ? (['interestRate', 'nominalAmountPerToken', 'price'] as const) : (['price'] as const);
    for (const field of numberFields) if (DECIMAL_COMMA.test(v[field].trim())) issue(field, `${V}.decimalPoint`);
    if (v.companyConsent.trim() && !isInt32(v.companyConsent)) issue('companyConsent', `${V}.int32`);
    if (v.mixedRecordKeeping.trim() && !isInt32(v.mixedRecordKeeping)) issue('mixedRecordKeeping', `${V}.int32`);

    const seen = new Set<string>();
    v.customAttributes.forEach((row, index) => {
      const key = row.key.trim();
      if (!key) issue(['customAttributes', index, 'key'], 'validation.required');
      else if (seen.has(key)) issue(['customAttributes', index, 'key'], `${V}.duplicateKey`);
      seen.add(key);
    });
  });

export type AssetFormValues = z.input<typeof assetFormSchema>;
export type AssetFormOutput = z.output<typeof assetFormSchema>;

/** The wizard's resolver: react-hook-form checking its values with the schema above. */
export const assetFormResolver = zodResolver(assetFormSchema);

function isInt32(text: string): boolean {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= -2147483648 && n <= 2147483647;
}
