import { and, asc, desc, eq } from 'drizzle-orm';
import { customers, optIns, tokenizedAssets, transfers } from '../db/schema';
import type { TokenizedAssetRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type {
  InitializeTokenizedAssetDto,
  TokenizedAssetDetailsDto,
  TokenizedAssetDto,
  TokenizedAssetInitializedDto,
  TokenizedAssetKind,
} from './api-types';
import { toTokenizedAssetDto } from './asset-mapper';
import { optInCustomerColumns, toOptInDto, toTransferDto } from './holdings-mapper';
import { loadHolders } from './holders';
import { loadMintAllowance } from './mint-allowance';
import { parseDateInput } from './iso-dates';
import { isUniqueViolation } from './pg-errors';
import { requireAsset, requireProject } from './scoped-lookups';
import { TOKENIZED_ASSET_ID_PARAM, UNIT_NAME_PARAM } from './path-params';
import type { ServiceDeps } from './service-deps';

const SHARE_FIELDS = ['shareClass', 'votingRights', 'parValue', 'votingRight'] as const;
const UNIT_NAME_UNIQUE = 'tokenized_assets_institution_unit_name_uq';

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function isGivenText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function missingShareFields(fields: readonly (typeof SHARE_FIELDS)[number][]): ApiError {
  return new ApiError(
    400,
    fields.map((field) => ({
      code: 'MissingField' as const,
      field,
      message: `${field} is required for a share token (shareClass, votingRights, parValue and votingRight go together).`,
    })),
  );
}

/** shareClass or votingRights given (not blank), or a share boolean set: the body speaks of a share. */
function givesShareFields(input: InitializeTokenizedAssetDto): boolean {
  return isGivenText(input.shareClass) || isGivenText(input.votingRights) || input.parValue === true || input.votingRight === true;
}

/** MissingField for each share-token field a share leaves out (texts must not be blank, booleans must be present). */
function requireShareFields(input: InitializeTokenizedAssetDto): void {
  const missing = SHARE_FIELDS.filter((f) =>
    f === 'shareClass' || f === 'votingRights' ? !isGivenText(input[f]) : !isPresent(input[f]),
  );
  if (missing.length > 0) throw missingShareFields(missing);
}

/**
 * The kind the asset is stored as. Declared (`kind`, an extension): Share needs the four share fields, Bond and Other
 * keep none (a share field given with them is refused on `kind`). Not declared (omitted or null, as the interface's
 * typed clients send it): Share when shareClass or votingRights is given (not blank), and then all four share fields
 * are required (MissingField for each one missing). `parValue: false, votingRight: false` is what a typed client
 * sends for a bond, so the booleans alone do not make a share; `true` in either without shareClass and votingRights
 * is a partial share.
 */
export function assetKindOf(input: InitializeTokenizedAssetDto): TokenizedAssetKind {
  const declared = input.kind ?? null;
  if (declared === 'Share') {
    requireShareFields(input);
    return 'Share';
  }
  if (declared !== null) {
    if (givesShareFields(input)) {
      throw ApiError.invalid('kind', `An asset declared ${declared} keeps no share-token fields: leave shareClass, votingRights, parValue and votingRight out, or declare a Share.`);
    }
    return declared;
  }
  if (isGivenText(input.shareClass) || isGivenText(input.votingRights)) {
    requireShareFields(input);
    return 'Share';
  }
  if (input.parValue === true || input.votingRight === true) throw missingShareFields(['shareClass', 'votingRights']);
  return 'Bond';
}

function unitNameTaken(): ApiError {
  return ApiError.conflict('unitName', 'A tokenized asset with this unit name already exists in the institution.');
}

export function createTokenizedAssetsService({ db, blockchain }: ServiceDeps) {
  async function findByUnitName(institutionId: string, unitName: string): Promise<TokenizedAssetRow | undefined> {
    const [row] = await db
      .select()
      .from(tokenizedAssets)
      .where(and(eq(tokenizedAssets.institutionId, institutionId), eq(tokenizedAssets.unitName, unitName)))
      .limit(1);
    return row;
  }

  return {
    async list(institutionId: string, projectId?: string | null): Promise<TokenizedAssetDto[]> {
      if (projectId) await requireProject(db, institutionId, projectId);
      const rows = await db
        .select()
        .from(tokenizedAssets)
        .where(
          and(
            eq(tokenizedAssets.institutionId, institutionId),
            projectId ? eq(tokenizedAssets.projectId, projectId) : undefined,
          ),
        )
        .orderBy(desc(tokenizedAssets.createdAt), asc(tokenizedAssets.id));
      return rows.map(toTokenizedAssetDto);
    },

    /** Stores the asset as Initialized. Credentials in the body are ignored and never stored. */
    async initialize(institutionId: string, input: InitializeTokenizedAssetDto): Promise<TokenizedAssetInitializedDto> {
      const kind = assetKindOf(input);
      const firstCouponDate = parseDateInput(input.firstCouponDate, 'firstCouponDate');
      if (input.projectId) await requireProject(db, institutionId, input.projectId);
      const unitName = input.unitName?.trim() || null;
      if (unitName && (await findByUnitName(institutionId, unitName))) throw unitNameTaken();
      try {
        const [row] = await db
          .insert(tokenizedAssets)
          .values({
            institutionId,
            projectId: input.projectId ?? null,
            status: 'Initialized',
            kind,
            blockchain,
            name: input.name ?? null,
            unitName,
            totalSupply: input.totalSupply ?? null,
            decimals: input.decimals ?? null,
            enableFreeze: input.enableFreeze ?? false,
            enableClawback: input.enableClawback ?? false,
            url: input.url ?? null,
            issuingMemo: input.issuingMemo ?? null,
            distributorWalletId: input.distributorWalletId ?? null,
            agentWalletId: input.agentWalletId ?? null,
            claimIssuerWalletId: input.claimIssuerWalletId ?? null,
            isFungible: input.isFungible ?? false,
            isin: input.isin,
            isRegulatedSecurity: input.isRegulatedSecurity ?? false,
            hasAipSupport: input.hasAIPSupport ?? false,
            customAttributes: input.customAttributes ?? null,
            isManuallyCreated: input.isManuallyCreated ?? false,
            firstCouponDate,
            interestPaymentPeriod: input.interestPaymentPeriod ?? null,
            numberOfPayments: input.numberOfPayments ?? null,
            price: input.price ?? null,
            nominalAmountPerToken: input.nominalAmountPerToken ?? null,
            issuerName: input.issuerName,
            interestRate: input.interestRate ?? null,
            duration: input.duration ?? null,
            // A bond keeps no share fields (a typed client sends them as null and false).
            shareClass: kind === 'Share' ? (input.shareClass ?? null) : null,
            votingRights: kind === 'Share' ? (input.votingRights ?? null) : null,
            parValue: kind === 'Share' ? (input.parValue ?? null) : null,
            votingRight: kind === 'Share' ? (input.votingRight ?? null) : null,
            companyConsent: input.companyConsent ?? null,
            mixedRecordKeeping: input.mixedRecordKeeping ?? null,
          })
          .returning({ id: tokenizedAssets.id });
        return { id: row.id, status: 'Initialized' };
      } catch (err) {
        if (isUniqueViolation(err, UNIT_NAME_UNIQUE)) throw unitNameTaken();
        throw err;
      }
    },

    async get(institutionId: string, assetId: string): Promise<TokenizedAssetDto> {
      return toTokenizedAssetDto(await requireAsset(db, institutionId, assetId, TOKENIZED_ASSET_ID_PARAM));
    },

    async getByUnitName(institutionId: string, unitName: string): Promise<TokenizedAssetDto> {
      const row = await findByUnitName(institutionId, unitName);
      if (!row) throw ApiError.notFound(UNIT_NAME_PARAM, 'No tokenized asset with this unit name.');
      return toTokenizedAssetDto(row);
    },

    async details(institutionId: string, assetId: string): Promise<TokenizedAssetDetailsDto> {
      const asset = await requireAsset(db, institutionId, assetId, TOKENIZED_ASSET_ID_PARAM);
      const [transferRows, openOptIns, holdersByAsset, allowance] = await Promise.all([
        db
          .select()
          .from(transfers)
          .where(and(eq(transfers.institutionId, institutionId), eq(transfers.tokenizedAssetId, asset.id)))
          .orderBy(desc(transfers.executedAt), asc(transfers.id)),
        db
          .select({ optIn: optIns, customer: optInCustomerColumns })
          .from(optIns)
          .leftJoin(customers, and(eq(customers.institutionId, optIns.institutionId), eq(customers.id, optIns.customerId)))
          .where(
            and(
              eq(optIns.institutionId, institutionId),
              eq(optIns.tokenizedAssetId, asset.id),
              eq(optIns.status, 'Requested'),
            ),
          )
          .orderBy(desc(optIns.requestedAt), asc(optIns.id)),
        loadHolders(db, institutionId, [asset]),
        loadMintAllowance(db, asset),
      ]);
      const holders = holdersByAsset.get(asset.id) ?? [];
      return {
        asset: toTokenizedAssetDto(asset),
        transfers: transferRows.map((t) => toTransferDto(t, asset.unitName)),
        openOptInRequests: openOptIns.map((o) => toOptInDto(o.optIn, asset.unitName, o.customer)),
        holders,
        circulatingSupply: holders.reduce((sum, h) => sum + h.amount, 0),
        mintedSupply: allowance.minted.toString(),
        pendingMintSupply: allowance.pending.toString(),
      };
    },
  };
}

export type TokenizedAssetsService = ReturnType<typeof createTokenizedAssetsService>;
