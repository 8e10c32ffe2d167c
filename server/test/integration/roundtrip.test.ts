import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CreateCustomerDto, InitializeTokenizedAssetDto, KycDataDto, KycRecordDto } from '../../../src/api/generated/types.gen';
import { cachedContract } from '../helpers/contract-cache';
import { SchemaSampler } from '../fuzz/schema-sampler';
import { expectOk } from './support/expect-envelope';
import { uniqueEmail, uniqueTag } from '../support/factories';
import { useService } from './support/service';

/**
 * Round trips with bodies drawn from the contract's own schemas (every optional field and nested block, Unicode text):
 * what a client stores is what it reads back. fast-check shrinks a failure to the smallest body that loses data.
 */
const ctx = useService({ worker: false });
const sampler = new SchemaSampler(cachedContract().document);
const schema = (name: string) => sampler.arbitrary({ $ref: `#/components/schemas/${name}` });
const RUNS = { numRuns: 20, seed: 20261123 };

const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  a === b || (typeof a === 'string' && typeof b === 'string' && Date.parse(a) === Date.parse(b));

describe('CreateCustomer then GetCustomer: the profile reads back as sent', () => {
  it('for any valid customer body', async () => {
    await fc.assert(
      fc.asyncProperty(schema('CreateCustomerDto') as fc.Arbitrary<CreateCustomerDto>, async (sample) => {
        const body: CreateCustomerDto = { ...sample, email: uniqueEmail('rt'), id: randomUUID() };
        if (body.type === 'LegalEntity' && !body.company) body.company = { name: 'Roundtrip GmbH' };
        followCheckDigitRules(body);
        const id = expectOk(await ctx.a.api.call<string>('POST', '/api/external/v1/customers', body));
        expect(id).toBe(body.id);
        const { profile } = (await ctx.a.steps.getCustomer(id)).customer;
        const { birthDate, ...rest } = body;
        const { birthDate: storedBirthDate, ...storedRest } = profile;
        // A customer sent without a type is Unknown.
        expect(storedRest).toEqual({ type: 'Unknown', ...rest });
        expect(sameInstant(storedBirthDate, birthDate), `birthDate ${birthDate} came back as ${storedBirthDate}`).toBe(true);
      }),
      RUNS,
    );
  });
});

/**
 * The contract cannot say that an IBAN or an LEI carries check digits, or that shares add up to at most 100%: the
 * service checks those beside it (src/shared/kyc/kyc-rules.ts), for a KYC save and a customer's creation alike. A
 * sampled body gets values that pass them.
 */
function followCheckDigitRules(body: Pick<KycDataDto, 'document' | 'custodianLegalPerson' | 'emoney'>): void {
  if (body.document?.iban?.trim()) body.document.iban = 'DE89370400440532013000';
  const legal = body.custodianLegalPerson;
  if (legal?.leiCode?.trim()) legal.leiCode = '7LTWFZYICNSX8D621K86';
  for (const related of legal?.related ?? []) if (related.sharePercentage?.trim()) related.sharePercentage = '1';
  for (const owner of body.emoney?.corporate?.finalBeneficiaries ?? []) if (owner.ownershipPercentage?.trim()) owner.ownershipPercentage = '1';
}

describe('SaveCustomerKyc then ListCustomerKyc: the KYC record reads back as sent', () => {
  it('for any valid KYC body', async () => {
    const customerId = await ctx.a.steps.createCustomer();
    await fc.assert(
      fc.asyncProperty(schema('KycDataDto') as fc.Arbitrary<KycDataDto>, async (sample) => {
        const body: KycDataDto = { ...sample, identVerified: true, eulaAgreed: true, nonUsTaxPerson: true };
        if (body.custodianIdentVerifiedType !== 'In_person' && !body.document) body.document = { type: 'Passport', number: 'R01X00T47' };
        followCheckDigitRules(body);
        await ctx.a.steps.saveKyc(customerId, body);
        const [latest] = expectOk(await ctx.a.api.call<KycRecordDto[]>('GET', ctx.a.steps.paths.kyc(customerId)));
        expect(latest.data).toEqual(body);
      }),
      RUNS,
    );
  });
});

describe('InitializeTokenizedAssetCreation then GetTokenizedAssetDetails: the asset reads back as sent', () => {
  it('for any valid initialize body (credentials are never echoed)', async () => {
    const projectId = await ctx.a.steps.createProject();
    await fc.assert(
      fc.asyncProperty(schema('InitializeTokenizedAssetDto') as fc.Arbitrary<InitializeTokenizedAssetDto>, async (sample) => {
        const body: InitializeTokenizedAssetDto = { ...sample, projectId, unitName: `RT${uniqueTag()}` };
        const shareFields = ['shareClass', 'votingRights', 'parValue', 'votingRight'] as const;
        const isShare = body.kind === 'Share' || shareFields.some((f) => body[f] !== undefined && body[f] !== null);
        if (isShare) {
          // A share gives all four, shareClass and votingRights not blank; a declared kind says Share (or nothing).
          if (!body.shareClass?.trim()) body.shareClass = 'A';
          if (!body.votingRights?.trim()) body.votingRights = 'one vote';
          body.parValue ??= true;
          body.votingRight ??= true;
          if (body.kind) body.kind = 'Share';
        }
        const id = await ctx.a.steps.initializeAsset(body);
        const asset = (await ctx.a.steps.assetDetails(id)).asset as unknown as Record<string, unknown>;
        expect(asset).not.toHaveProperty('credentials');
        for (const [field, sent] of Object.entries(body)) {
          if (field === 'credentials' || field === 'kind') continue;
          if (field === 'firstCouponDate') expect(sameInstant(asset[field] as string | null, sent as string | null), field).toBe(true);
          else expect(asset[field], field).toEqual(sent);
        }
        // A declared kind reads back as declared; none (omitted or null) is derived from the share fields.
        expect(asset.kind).toBe(body.kind ?? (isShare ? 'Share' : 'Bond'));
      }),
      RUNS,
    );
  });
});
