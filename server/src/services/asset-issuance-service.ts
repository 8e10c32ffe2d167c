import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { mintRequests, tokenizedAssets, transactions } from '../db/schema';
import type { TokenizedAssetRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { CreateMintTokenRequestDto, TokenizedAssetDto } from './api-types';
import { toTokenizedAssetDto } from './asset-mapper';
import { canonicalJson, deriveSigningKey, signWithKey } from './asset-signing';
import { claimIdempotencyKey } from './idempotency';
import { distributorAddress } from './holders';
import { loadMintAllowance, mintUnits } from './mint-allowance';
import { requireAsset } from './scoped-lookups';
import { METADATA_ASSET_ID_PARAM, TOKENIZED_ASSET_ID_PARAM } from './path-params';
import type { ServiceDeps } from './service-deps';
import { newChainTxId } from './wallets';
import { baseToWholeUnits } from '../../../src/shared/lib/whole-units';

const ISSUE_FEE = 0.001;
const TRANSFER_FEE = 0.001;
const MINT_OPERATION = 'CreateMintTokenRequest';

async function lockAsset(tx: Tx, institutionId: string, assetId: string, field: string): Promise<TokenizedAssetRow> {
  const [row] = await tx
    .select()
    .from(tokenizedAssets)
    .where(and(eq(tokenizedAssets.id, assetId), eq(tokenizedAssets.institutionId, institutionId)))
    .for('update');
  if (!row) throw ApiError.notFound(field, 'Tokenized asset not found.');
  return row;
}

async function nextAssetIndex(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select nextval('asset_index_seq')::int as next`);
  const rows = (result as unknown as { rows: { next: number | string }[] }).rows;
  return Number(rows[0].next);
}

function alreadyFinalized(): ApiError {
  return ApiError.conflict(TOKENIZED_ASSET_ID_PARAM, 'The tokenized asset is already finalized.');
}

function requireFinalized(asset: TokenizedAssetRow, field: string): void {
  if (asset.status !== 'Finalized') {
    throw ApiError.conflict(field, 'The tokenized asset is not finalized yet.');
  }
}

/**
 * The payload the issue transaction signs: what identifies the asset on chain, plus a random nonce.
 * Every other field is public (the asset DTO), so without the nonce the transaction id would be a verifier
 * for the passphrase: anyone could test guesses offline. The nonce is never stored nor returned.
 */
function issuePayload(asset: TokenizedAssetRow, assetIndex: number, finalizedAt: Date) {
  return {
    nonce: randomBytes(32).toString('hex'),
    assetId: asset.id,
    assetIndex,
    blockchain: asset.blockchain,
    decimals: asset.decimals,
    finalizedAt: finalizedAt.toISOString(),
    institutionId: asset.institutionId,
    isin: asset.isin,
    issuerName: asset.issuerName,
    kind: asset.kind,
    name: asset.name,
    projectId: asset.projectId,
    totalSupply: asset.totalSupply,
    unitName: asset.unitName,
  };
}

/**
 * Refuses (400 on amount) a mint beyond what is left: the total supply less what is minted and what pending mint
 * requests will mint, all in exact base units.
 */
async function requireWithinAllowance(tx: Tx, asset: TokenizedAssetRow, amount: number): Promise<void> {
  const allowance = await loadMintAllowance(tx, asset);
  if (allowance.remaining === null || mintUnits(amount) <= allowance.remaining) return;
  throw ApiError.invalid(
    'amount',
    `amount exceeds what is left to mint: ${allowance.remaining} base units (total supply ${allowance.totalSupply}, minted ${allowance.minted}, pending mint requests ${allowance.pending}).`,
  );
}

/** Finalize (issue), mint requests and metadata-on-chain: the operations that record transactions. */
export function createAssetIssuanceService({ db, log }: ServiceDeps) {
  return {
    /**
     * Finalizes an Initialized asset. The passphrase derives the signing key for the IssueAsset transaction and is
     * then dropped: it is never stored, logged, or placed in an error.
     */
    async finalize(institutionId: string, assetId: string, passphrase: string): Promise<TokenizedAssetDto> {
      const current = await requireAsset(db, institutionId, assetId, TOKENIZED_ASSET_ID_PARAM);
      if (current.status === 'Finalized') throw alreadyFinalized();
      // The slow key derivation runs before the transaction, so the row lock is held only briefly.
      const key = await deriveSigningKey(passphrase, current.id);
      let finalized: TokenizedAssetRow;
      try {
        finalized = await db.transaction(async (tx) => {
          const asset = await lockAsset(tx, institutionId, assetId, TOKENIZED_ASSET_ID_PARAM);
          if (asset.status === 'Finalized') throw alreadyFinalized();
          const assetIndex = await nextAssetIndex(tx);
          const now = new Date();
          const txId = signWithKey(key, issuePayload(asset, assetIndex, now));
          await tx.insert(transactions).values({
            txId,
            institutionId,
            projectId: asset.projectId,
            tokenizedAssetId: asset.id,
            unitName: asset.unitName,
            txAction: 'IssueAsset',
            txStatus: 'Successful',
            blockchain: asset.blockchain,
            fromAddress: distributorAddress(asset),
            toAddress: null,
            amount: asset.totalSupply,
            fee: ISSUE_FEE,
            note: `Issue ${asset.unitName ?? asset.isin}`,
            createdAt: now,
            updatedAt: now,
            confirmedAt: now,
          });
          const [row] = await tx
            .update(tokenizedAssets)
            .set({ status: 'Finalized', assetIndex, creationTxId: txId, finalizedAt: now, updatedAt: now })
            .where(eq(tokenizedAssets.id, asset.id))
            .returning();
          return row;
        });
      } finally {
        key.fill(0);
      }
      log.info({ tokenizedAssetId: finalized.id, assetIndex: finalized.assetIndex }, 'tokenized asset finalized');
      return toTokenizedAssetDto(finalized);
    },

    /** Records a New TxNative transaction carrying the asset's metadata and stamps metadataSentAt. */
    async sendMetadataOnChain(institutionId: string, assetId: string): Promise<boolean> {
      await db.transaction(async (tx) => {
        const asset = await lockAsset(tx, institutionId, assetId, METADATA_ASSET_ID_PARAM);
        requireFinalized(asset, METADATA_ASSET_ID_PARAM);
        const now = new Date();
        const metadata = canonicalJson({
          assetIndex: asset.assetIndex,
          isin: asset.isin,
          issuerName: asset.issuerName,
          name: asset.name,
          unitName: asset.unitName,
          url: asset.url,
        });
        await tx.insert(transactions).values({
          txId: newChainTxId(),
          institutionId,
          projectId: asset.projectId,
          tokenizedAssetId: asset.id,
          unitName: asset.unitName,
          txAction: 'TxNative',
          txStatus: 'New',
          blockchain: asset.blockchain,
          fromAddress: distributorAddress(asset),
          toAddress: distributorAddress(asset),
          amount: 0,
          fee: TRANSFER_FEE,
          note: `metadata ${metadata}`,
          createdAt: now,
          updatedAt: now,
        });
        await tx
          .update(tokenizedAssets)
          .set({ metadataSentAt: now, updatedAt: now })
          .where(eq(tokenizedAssets.id, asset.id));
      });
      return true;
    },

    /**
     * Records a New TxAsset transaction from the distributor wallet to the receiver. With an idempotency key, a
     * repeated request (same key, same body, same institution) answers as the first one and records nothing; the
     * key is claimed in the same database transaction as the mint, so two concurrent retries mint once.
     */
    async requestMint(institutionId: string, input: CreateMintTokenRequestDto, idempotencyKey: string | null = null): Promise<boolean> {
      if (!(input.amount > 0) || !Number.isFinite(input.amount)) {
        throw ApiError.invalid('amount', 'amount must be a positive number.');
      }
      const found = await requireAsset(db, institutionId, input.tokenizedAssetId);
      requireFinalized(found, 'tokenizedAssetId');
      return db.transaction(async (tx) => {
        if (idempotencyKey) {
          const claim = await claimIdempotencyKey(tx, {
            institutionId,
            operation: MINT_OPERATION,
            key: idempotencyKey,
            request: input,
            response: true,
            reusedMessage: 'This Idempotency-Key was already used for a different mint request.',
            log,
            replayLogFields: () => ({ tokenizedAssetId: found.id }),
          });
          if (claim.replay) return claim.response === true;
        }
        // The asset row lock makes concurrent mints of one asset take turns, so each sees the others' pending amounts.
        const asset = await lockAsset(tx, institutionId, found.id, 'tokenizedAssetId');
        await requireWithinAllowance(tx, asset, input.amount);
        const now = new Date();
        const [created] = await tx.insert(transactions).values({
          txId: newChainTxId(),
          institutionId,
          projectId: asset.projectId,
          tokenizedAssetId: asset.id,
          unitName: asset.unitName,
          txAction: 'TxAsset',
          txStatus: 'New',
          blockchain: asset.blockchain,
          fromAddress: distributorAddress(asset),
          toAddress: input.receiverWalletAddress,
          amount: input.amount,
          fee: TRANSFER_FEE,
          // The amount is in base units; the note names it as people read it, in whole units ("Mint 1.5 BOND" for 150 with 2 decimals).
          note: input.memo?.trim() ? input.memo : `Mint ${baseToWholeUnits(mintUnits(input.amount), asset.decimals ?? 0)} ${asset.unitName ?? asset.isin}`,
          createdAt: now,
          updatedAt: now,
        }).returning({ id: transactions.id });
        await tx.insert(mintRequests).values({ transactionId: created.id, institutionId, tokenizedAssetId: asset.id, baseUnits: mintUnits(input.amount).toString() });
        return true;
      });
    },
  };
}

export type AssetIssuanceService = ReturnType<typeof createAssetIssuanceService>;
