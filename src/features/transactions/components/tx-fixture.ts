import type { TxDto } from '../../../api/generated/types.gen';

/** A transaction for component tests: every field of TxDto, numbered by `index`, with `changes` on top. */
export function txFixture(index: number, changes: Partial<TxDto> = {}): TxDto {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    txId: `TX${index}`,
    institutionId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    projectId: null,
    tokenizedAssetId: null,
    unitName: null,
    txAction: 'TxAsset',
    txStatus: 'Failed',
    blockchain: 'Algorand',
    fromAddress: null,
    toAddress: null,
    amount: index,
    fee: null,
    note: null,
    retryCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    confirmedAt: null,
    ...changes,
  };
}
