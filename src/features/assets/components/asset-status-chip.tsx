import { enumText } from '../../../shared/i18n/enum-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LabelChip } from '../../../shared/ui/label-chip';
import type { TokenizedAssetStatus } from '../../../api/generated/types.gen';

/**
 * Finalized (on chain) in green; Initialized plainly, saying it is not finalized yet; a status this dashboard does not
 * know as the service sent it (none: nothing).
 */
export function AssetStatusChip({ status }: { status: TokenizedAssetStatus | null | undefined }) {
  const { t } = useTranslation();
  if (status === 'Finalized') return <LabelChip color="success" label={t('enums.TokenizedAssetStatus.Finalized')} />;
  if (status === 'Initialized') return <LabelChip variant="outlined" label={`${t('enums.TokenizedAssetStatus.Initialized')} · ${t('assets.notFinalized')}`} />;
  const shown = enumText(t, 'enums.TokenizedAssetStatus', status);
  return shown ? <LabelChip variant="outlined" label={shown} /> : null;
}
