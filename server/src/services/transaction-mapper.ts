import type { TransactionRow } from '../db/schema';
import type { TxDto } from './api-types';
import { toIso, toIsoOrNull } from './iso-dates';

export function toTxDto(row: TransactionRow): TxDto {
  return {
    id: row.id,
    txId: row.txId,
    institutionId: row.institutionId,
    projectId: row.projectId,
    tokenizedAssetId: row.tokenizedAssetId,
    unitName: row.unitName,
    txAction: row.txAction,
    txStatus: row.txStatus,
    blockchain: row.blockchain,
    fromAddress: row.fromAddress,
    toAddress: row.toAddress,
    amount: row.amount,
    fee: row.fee,
    note: row.note,
    retryCount: row.retryCount,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    confirmedAt: toIsoOrNull(row.confirmedAt),
  };
}
