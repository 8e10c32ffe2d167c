import type { OptInRow, TransferRow } from '../db/schema';
import type { OptInStatus, TokenizedAssetOptInDto, TokenizedAssetTransferDto } from './api-types';
import { toIso, toIsoOrNull } from './iso-dates';

export function toOptInDto(row: OptInRow, unitName: string | null): TokenizedAssetOptInDto {
  return {
    id: row.id,
    projectId: row.projectId,
    tokenizedAssetId: row.tokenizedAssetId,
    unitName,
    walletAddress: row.walletAddress,
    customerId: row.customerId,
    status: row.status as OptInStatus,
    requestedAt: toIso(row.requestedAt),
    decidedAt: toIsoOrNull(row.decidedAt),
  };
}

export function toTransferDto(row: TransferRow, unitName: string | null): TokenizedAssetTransferDto {
  return {
    id: row.id,
    projectId: row.projectId,
    tokenizedAssetId: row.tokenizedAssetId,
    unitName,
    fromWallet: row.fromWallet,
    toWallet: row.toWallet,
    amount: row.amount,
    txId: row.txId,
    executedAt: toIso(row.executedAt),
  };
}
