import type { TranslationKey } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import { LabelChip, type LabelChipColor } from './label-chip';
import type { OptInStatus, RegistryExtractJobStatus, TokenizedAssetStatus, TxStatus } from '../../api/generated/types.gen';

/** Every status a chip shows: the contract's status enums (Failed is shared by extract jobs and transactions, same meaning). */
export type ChipStatus = TokenizedAssetStatus | OptInStatus | RegistryExtractJobStatus | TxStatus;

const STYLES: Record<ChipStatus, { color: LabelChipColor; label: TranslationKey }> = {
  Initialized: { color: 'default', label: 'enums.TokenizedAssetStatus.Initialized' },
  Finalized: { color: 'success', label: 'enums.TokenizedAssetStatus.Finalized' },
  Requested: { color: 'info', label: 'enums.OptInStatus.Requested' },
  Approved: { color: 'success', label: 'enums.OptInStatus.Approved' },
  Rejected: { color: 'error', label: 'enums.OptInStatus.Rejected' },
  Queued: { color: 'default', label: 'enums.RegistryExtractJobStatus.Queued' },
  Running: { color: 'info', label: 'enums.RegistryExtractJobStatus.Running' },
  Ready: { color: 'success', label: 'enums.RegistryExtractJobStatus.Ready' },
  Failed: { color: 'error', label: 'enums.RegistryExtractJobStatus.Failed' },
  New: { color: 'info', label: 'transactions.status.New' },
  Retrying: { color: 'warning', label: 'transactions.status.Retrying' },
  Successful: { color: 'success', label: 'transactions.status.Successful' },
  Canceled: { color: 'default', label: 'transactions.status.Canceled' },
};

/** A status in the user's language, coloured by what it means. */
export function StatusChip({ status }: { status: ChipStatus }) {
  const { t } = useTranslation();
  const style = STYLES[status] as (typeof STYLES)[ChipStatus] | undefined;
  const color = style?.color ?? 'default';
  return <LabelChip label={style ? t(style.label) : status} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />;
}
