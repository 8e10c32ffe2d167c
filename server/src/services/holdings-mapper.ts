import { customers, type CustomerRow, type OptInRow, type TransferRow } from '../db/schema';
import { customerDisplayName } from './holders';
import type { TokenizedAssetOptInDto, TokenizedAssetTransferDto } from './api-types';
import { toIso, toIsoOrNull } from './iso-dates';

/** The customer columns an opt-in row is joined with (all null when the wallet belongs to no known customer). */
export type OptInCustomer = Pick<CustomerRow, 'type' | 'firstname' | 'lastname' | 'company'>;

/** Select these with a left join of customers on the opt-in's customer id. */
export const optInCustomerColumns = {
  type: customers.type,
  firstname: customers.firstname,
  lastname: customers.lastname,
  company: customers.company,
};

export function toOptInDto(row: OptInRow, unitName: string | null, customer: OptInCustomer | null): TokenizedAssetOptInDto {
  return {
    id: row.id,
    projectId: row.projectId,
    tokenizedAssetId: row.tokenizedAssetId,
    unitName,
    walletAddress: row.walletAddress,
    customerId: row.customerId,
    customerName: customer && row.customerId ? customerDisplayName(customer) : null,
    status: row.status,
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
