import { useTranslation } from '../../../shared/i18n/use-translation';
import { LabelChip } from '../../../shared/ui/label-chip';
import type { TokenizedAssetStatus } from '../../../api/generated/types.gen';

/** Finalized (on chain) in green; Initialized plainly, saying it is not finalized yet. */
export function AssetStatusChip({ status }: { status: TokenizedAssetStatus }) {
  const { t } = useTranslation();
  return status === 'Finalized' ? (
    <LabelChip color="success" label={t('enums.TokenizedAssetStatus.Finalized')} />
  ) : (
    <LabelChip variant="outlined" label={`${t('enums.TokenizedAssetStatus.Initialized')} · ${t('assets.notFinalized')}`} />
  );
}
