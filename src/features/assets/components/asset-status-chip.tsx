import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TokenizedAssetStatus } from '../../../api/generated/types.gen';

/** Finalized (on chain) in green; Initialized plainly, saying it is not finalized yet. */
export function AssetStatusChip({ status }: { status: TokenizedAssetStatus }) {
  const { t } = useTranslation();
  return status === 'Finalized' ? (
    <Chip size="small" color="success" label={t('enums.TokenizedAssetStatus.Finalized')} />
  ) : (
    <Chip size="small" variant="outlined" label={`${t('enums.TokenizedAssetStatus.Initialized')} · ${t('assets.notFinalized')}`} />
  );
}
