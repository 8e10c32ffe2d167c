import { randomUUID } from 'node:crypto';
import type { ApiSteps } from '../integration/support/api-steps';
import { bondBody, companyCustomerBody, customerBody, kycBody, uniqueEmail, uniqueTag } from '../support/factories';
import type { Expectation, Mutation } from './mutations';

/** Entities of the fuzzed institution that valid requests refer to (created once before the loop). */
export interface FuzzWorld {
  steps: ApiSteps;
  institutionId: string;
  projectIds: string[];
  finalizedAssetId: string;
  finalizedUnitName: string;
  naturalCustomerId: string;
  companyCustomerId: string;
  otherCustomerIds: string[];
}

type Body = Record<string, unknown>;

/**
 * What a valid request of one operation needs beyond the contract: path parameters that name existing things,
 * body fixes for the service's business rules (unique e-mails and unit names, existing ids, share fields together,
 * KYC declarations true), and the statuses a valid request may get.
 */
export interface OperationPlan {
  /** Path parameter values for a request; `fresh` when the request is expected to succeed (e.g. a new asset to finalize). */
  pathParams(world: FuzzWorld, fresh: boolean): Promise<Record<string, string>>;
  /** Makes a contract-valid body acceptable to the business rules. `keep` is a field a boundary mutation set on purpose. */
  fixBody?(body: Body, world: FuzzWorld, keep?: string): Body;
  /** Makes valid query parameters acceptable to the business rules. */
  fixQuery?(query: Record<string, string>, world: FuzzWorld): Record<string, string>;
  /** Statuses a valid request may get (default 200). */
  validStatuses?: number[];
  /** Adjusts the expectation of a mutation where a business rule decides differently from the schema. */
  adjust?(mutation: Mutation): Expectation;
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const inst = (w: FuzzWorld) => ({ institutionId: w.institutionId });
const project = (w: FuzzWorld) => ({ ...inst(w), projectId: pick(w.projectIds) });
const SORT_PATHS = ['createdAt', 'updatedAt', 'txStatus', 'txAction', 'blockchain', 'amount', 'unitName', 'txId'];
const SHARE_DEFAULTS: Body = { shareClass: 'A', votingRights: 'One vote per share', parValue: true, votingRight: false };

function fixInitialize(body: Body, world: FuzzWorld, keep?: string): Body {
  const out = { ...body };
  if ('projectId' in out) out.projectId = pick(world.projectIds);
  if (keep !== 'unitName' && typeof out.unitName === 'string') out.unitName = `FZ${uniqueTag()}`;
  // A share gives all four share fields, shareClass and votingRights not blank; a declared kind agrees with them
  // (a declared Share is a share, a declared Bond or Other keeps no share fields).
  const shareFields = Object.keys(SHARE_DEFAULTS);
  const share = out.kind === 'Share' || (keep !== 'kind' && shareFields.some((f) => out[f] !== undefined && out[f] !== null));
  if (share) {
    for (const f of shareFields) {
      const blank = typeof out[f] === 'string' && (out[f] as string).trim() === '';
      if (out[f] === undefined || out[f] === null || blank) out[f] = SHARE_DEFAULTS[f];
    }
    if (out.kind === 'Bond' || out.kind === 'Other') out.kind = 'Share';
  }
  return out;
}

function fixCustomer(body: Body, _world: FuzzWorld, keep?: string): Body {
  const out = fixCheckedFields({ ...body }, keep);
  if (keep !== 'email') out.email = uniqueEmail('fz');
  if ('id' in out) out.id = randomUUID();
  if (out.type === 'LegalEntity' && !out.company) out.company = { name: 'Fuzz GmbH' };
  return out;
}

/** Check-digit and percentage fields of a KYC body: a sampled string is rarely valid, so valid requests get valid ones. */
const KYC_CHECKED_FIELD = /^(document\.iban|custodianLegalPerson\.leiCode|custodianLegalPerson\.related\.\d+\.sharePercentage|emoney\.corporate\.finalBeneficiaries\.\d+\.ownershipPercentage)$/;

/** A string of maximal length is no valid IBAN, LEI or percentage: the check-digit and share rules refuse it on its field. */
function refuseCheckedAtMax(m: Mutation): Expectation {
  const field = m.label.split(' ')[1];
  return m.kind === 'atMax' && KYC_CHECKED_FIELD.test(field) ? { kind: 'error', code: 'InvalidInput', field } : m.expect;
}

/** The LEI and the shares of the custodian legal person and the e-money block, which a customer's creation carries too. */
function fixCheckedFields(out: Body, keep?: string): Body {
  const legal = out.custodianLegalPerson as Body | undefined;
  if (legal) {
    const fixed: Body = { ...legal };
    if (typeof legal.leiCode === 'string' && keep !== 'custodianLegalPerson.leiCode') fixed.leiCode = '7LTWFZYICNSX8D621K86';
    if (Array.isArray(legal.related)) {
      fixed.related = legal.related.map((r: Body, i) =>
        r && typeof r.sharePercentage === 'string' && keep !== `custodianLegalPerson.related.${i}.sharePercentage` ? { ...r, sharePercentage: '1' } : r,
      );
    }
    out.custodianLegalPerson = fixed;
  }
  const corporate = (out.emoney as Body | undefined)?.corporate as Body | undefined;
  if (corporate && Array.isArray(corporate.finalBeneficiaries)) {
    const finalBeneficiaries = corporate.finalBeneficiaries.map((b: Body, i) =>
      b && typeof b.ownershipPercentage === 'string' && keep !== `emoney.corporate.finalBeneficiaries.${i}.ownershipPercentage`
        ? { ...b, ownershipPercentage: '1' }
        : b,
    );
    out.emoney = { ...(out.emoney as Body), corporate: { ...corporate, finalBeneficiaries } };
  }
  return out;
}

function fixKyc(body: Body, _world?: FuzzWorld, keep?: string): Body {
  const out: Body = { ...body, identVerified: true, eulaAgreed: true, nonUsTaxPerson: true };
  if (out.custodianIdentVerifiedType !== 'In_person' && !out.document) out.document = { type: 'Passport', number: 'C01X00T47' };
  const document = out.document as Body | undefined;
  if (document && typeof document.iban === 'string' && keep !== 'document.iban') out.document = { ...document, iban: 'DE89370400440532013000' };
  return fixCheckedFields(out, keep);
}

function fixPartner(body: Body, world: FuzzWorld): Body {
  const out = { ...body };
  if (out.naturalPerson) out.naturalPerson = { ...(out.naturalPerson as Body), customerId: pick(world.otherCustomerIds) };
  // A legal person must be a company (LegalEntity) customer.
  if (out.legalPerson) out.legalPerson = fixCompany(out.legalPerson as Body, world);
  return out;
}

/** The company is the world's; a person of it named as a customer of the registry is a verified one. */
function fixCompany(company: Body, world: FuzzWorld): Body {
  const out: Body = { ...company, companyId: world.companyCustomerId };
  if (Array.isArray(company.subPersons)) {
    out.subPersons = company.subPersons.map((sub: Body) => {
      const person = sub?.person as Body | undefined;
      return person && typeof person.customerId === 'string' ? { ...sub, person: { ...person, customerId: pick(world.otherCustomerIds) } } : sub;
    });
  }
  return out;
}

export const plans: Record<string, OperationPlan> = {
  GetProjectsByInstitutionId: { pathParams: async (w) => inst(w) },
  // Project names are unique within an institution (409 on name): each valid request gets a new one.
  CreateProject: { pathParams: async (w) => inst(w), fixBody: (b, _w, keep) => (keep === 'name' ? b : { ...b, name: `FZ project ${uniqueTag()}` }) },
  UpdateProject: {
    pathParams: async (w) => inst(w),
    fixBody: (b, w, keep) => ({ ...b, id: pick(w.projectIds), ...(keep === 'name' ? {} : { name: `FZ project ${uniqueTag()}` }) }),
  },
  GetProjectOptIns: { pathParams: async (w) => project(w) },
  GetProjectTransfers: { pathParams: async (w) => project(w) },
  DownloadRegistryExtract: { pathParams: async (w) => project(w), validStatuses: [200, 404] },
  GenerateRegistryExtractV2: { pathParams: async (w) => project(w) },
  GetRegistryExtractStatus: { pathParams: async (w) => project(w) },
  ListRegistryExtracts: { pathParams: async (w) => project(w) },
  DownloadRegistryExtractById: { pathParams: async (w) => ({ ...project(w), jobId: randomUUID() }), validStatuses: [200, 404] },
  DownloadRegistryExtractFile: {
    pathParams: async (w) => ({ ...inst(w), customerId: w.naturalCustomerId, fileName: `registry-extract-${uniqueTag()}.pdf` }),
    validStatuses: [200, 404],
  },
  ListCustomerRegistryExtractFiles: { pathParams: async (w) => ({ ...inst(w), customerId: w.naturalCustomerId }) },
  CreateMintTokenRequest: {
    pathParams: async (w) => inst(w),
    fixBody: (b, w) => ({ ...b, tokenizedAssetId: w.finalizedAssetId }),
  },
  ListTokenizedAssets: {
    pathParams: async (w) => inst(w),
    fixQuery: (q, w) => ('projectId' in q ? { ...q, projectId: pick(w.projectIds) } : q),
  },
  InitializeTokenizedAssetCreation: { pathParams: async (w) => inst(w), fixBody: fixInitialize },
  GetTokenizedAssetDetails: { pathParams: async (w) => ({ ...inst(w), 'tokenized-asset-id': w.finalizedAssetId }) },
  FinalizeTokenizedAsset: {
    // A valid finalize needs an asset that is still Initialized: a new one per request.
    pathParams: async (w, fresh) => ({ ...inst(w), 'tokenized-asset-id': fresh ? await w.steps.initializeAsset(bondBody()) : w.finalizedAssetId }),
    // `{}` is as close to the flat credentials as to the wrapped form; the service names the flat (contract) field.
    adjust: (m) =>
      m.kind === 'missing' && m.label === 'missing credentials' ? { kind: 'error', code: 'MissingField', field: 'passphrase' } : m.expect,
  },
  GetTokenizedAssetByUnitName: { pathParams: async (w) => ({ ...inst(w), 'tokenized-asset-unit-name': w.finalizedUnitName }) },
  SendTokenMetadataOnChain: { pathParams: async (w) => ({ ...inst(w), tokenizedAssetId: w.finalizedAssetId }) },
  QueryTransactions: {
    pathParams: async (w) => inst(w),
    fixBody: (b, w, keep) => {
      const out = { ...b };
      if (keep !== 'sortPath' && 'sortPath' in out) out.sortPath = pick([...SORT_PATHS, null]);
      if (keep !== 'sortDirection' && 'sortDirection' in out) out.sortDirection = pick(['asc', 'desc', 'ASC', 'Desc', null]);
      if ('institutionId' in out) out.institutionId = pick([w.institutionId, null]);
      return out;
    },
    // Any sortPath/sortDirection outside the allow-list is the service's InvalidInput, also at the maximum length.
    adjust: (m) =>
      m.kind === 'atMax' && /^(sortPath|sortDirection)$/.test(m.label.split(' ')[1])
        ? { kind: 'error', code: 'InvalidInput', field: m.label.split(' ')[1] }
        : m.expect,
  },
  ListCustomers: { pathParams: async () => ({}) },
  CreateCustomer: { pathParams: async () => ({}), fixBody: fixCustomer, adjust: refuseCheckedAtMax },
  SearchCustomers: { pathParams: async () => ({}) },
  SendKycToPartner: { pathParams: async () => ({}), fixBody: fixPartner },
  GetCustomer: { pathParams: async (w) => ({ 'customer-id': pick(w.otherCustomerIds) }) },
  ListCustomerKyc: { pathParams: async (w) => ({ 'customer-id': w.naturalCustomerId }) },
  ListCustomerPartnerSubmissions: { pathParams: async (w) => ({ 'customer-id': w.companyCustomerId }) },
  SaveCustomerKyc: {
    pathParams: async (w) => ({ 'customer-id': w.naturalCustomerId }),
    fixBody: fixKyc,
    adjust: refuseCheckedAtMax,
  },
  SendCompanyKycToPartner: {
    pathParams: async (w) => ({ 'customer-id': w.companyCustomerId }),
    fixBody: (b, w) => ({ ...b, legalPerson: fixCompany(b.legalPerson as Body, w) }),
  },
};

/** Creates what valid requests refer to. */
export async function buildWorld(steps: ApiSteps, institutionId: string): Promise<FuzzWorld> {
  const projectIds = [await steps.createProject(), await steps.createProject()];
  const unitName = `FZF${uniqueTag()}`;
  // Every valid mint sample stays pending against the supply: 2^60 base units outlast any number of them.
  const finalizedAssetId = await steps.initializeAsset(bondBody({ projectId: projectIds[0], unitName, totalSupply: 2 ** 60, decimals: 0 }));
  await steps.finalizeAsset(finalizedAssetId);
  const naturalCustomerId = await steps.createCustomer(customerBody());
  const companyBody = companyCustomerBody();
  const companyCustomerId = await steps.createCustomer(companyBody);
  await steps.saveKyc(companyCustomerId, kycBody({ company: companyBody.company }));
  const otherCompany = companyCustomerBody();
  const otherCustomerIds = [await steps.createCustomer(customerBody()), await steps.createCustomer(otherCompany)];
  // Only verified customers are sent to the partner: each one the partner requests name has a KYC save.
  await steps.saveKyc(otherCustomerIds[0]);
  await steps.saveKyc(otherCustomerIds[1], kycBody({ company: otherCompany.company }));
  return { steps, institutionId, projectIds, finalizedAssetId, finalizedUnitName: unitName, naturalCustomerId, companyCustomerId, otherCustomerIds };
}
