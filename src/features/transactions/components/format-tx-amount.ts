import type { TxDto } from '../../../api/generated/types.gen';
import type { TFunction } from '../../../shared/i18n/translator';
import { formatAmount, formatDecimal } from '../../../shared/lib/format';
import { txAmount, type AssetDecimals } from '../lib/tx-amount';

/** A transaction's amount as the grid and its side panel show it: in the asset's units, exactly, with the unit name. */
export function formatTxAmount(tx: Pick<TxDto, 'amount' | 'tokenizedAssetId' | 'unitName'>, decimals: AssetDecimals, language: string, t: TFunction): string {
  const amount = txAmount(tx, decimals);
  const unit = tx.unitName ? ` ${tx.unitName}` : '';
  switch (amount.kind) {
    case 'none':
      return t('common.none');
    case 'units':
      return `${formatDecimal(amount.whole, language)}${unit}`;
    case 'baseUnits':
      // Every digit the service stores, never rounded to a display precision.
      return `${t('transactions.amountInBaseUnits', { amount: formatAmount(amount.value, language, 20) })}${tx.unitName ? ` (${tx.unitName})` : ''}`;
    case 'plain':
      return `${formatAmount(amount.value, language, 20)}${unit}`;
  }
}
