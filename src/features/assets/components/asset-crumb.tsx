import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAssetDetails } from '../api/use-asset-details';

/** The breadcrumb of an asset page: its name once loaded. */
export function AssetCrumb({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const details = useAssetDetails(assetId);
  return <>{details.data ? (details.data.asset.name ?? details.data.asset.unitName ?? details.data.asset.isin) : t('common.loading')}</>;
}
