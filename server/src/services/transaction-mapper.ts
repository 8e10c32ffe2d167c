import type { TransactionRow } from '../db/schema';
import type { Blockchains, TransactionActions, TxDto, TxStatus } from './api-types';
import { toIso, toIsoOrNull } from './iso-dates';

export function toTxDto(row: TransactionRow): TxDto {
  return {
    id: row.id,
    txId: row.txId,
    institutionId: row.institutionId,
    projectId: row.projectId,
    tokenizedAssetId: row.tokenizedAssetId,
    unitName: row.unitName,
    txAction: row.txAction as TransactionActions,
    txStatus: row.txStatus as TxStatus,
    blockchain: row.blockchain as Blockchains,
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
