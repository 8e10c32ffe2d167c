import { useTranslation } from '../../../shared/i18n/use-translation';
import { shortenMiddle } from '../../../shared/ui/ledger-id';
import { useAssetDetails } from '../api/use-asset-details';

/** The breadcrumb of an asset page: its name once loaded; "Not found" or the short id when it cannot be. */
export function AssetCrumb({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const details = useAssetDetails(assetId);
  if (details.data) return <>{details.data.asset.name ?? details.data.asset.unitName ?? details.data.asset.isin}</>;
  if (details.isError) return <>{details.error && 'kind' in details.error && details.error.kind === 'not-found' ? t('errors.notFound.title') : shortenMiddle(assetId)}</>;
  return <>{t('common.loading')}</>;
}
