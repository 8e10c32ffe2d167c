import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isProduction, useActiveProfile } from '../../../shared/environment';
import { useConfirm } from '../../../shared/ui/confirm-dialog';

export type AssetAction = 'initialize' | 'finalize' | 'mint' | 'metadata';

/**
 * Asks before an on-chain action. Initialize and finalize ask only on a Production profile; mint and metadata
 * always ask. On Production the question names the environment and the asset.
 */
export function useAssetConfirm() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const profile = useActiveProfile();
  return useCallback(
    (action: AssetAction, asset: string, detail?: string): Promise<boolean> => {
      const production = isProduction(profile);
      if (!production && (action === 'initialize' || action === 'finalize')) return Promise.resolve(true);
      const title = production
        ? t(`assets.confirm.${action}Production`, { asset, environment: profile.name })
        : t(`assets.confirm.${action}`, { asset });
      return confirm({
        title,
        message: [detail, production ? t('assets.confirm.productionNote', { environment: profile.name }) : null].filter(Boolean).join(' '),
        confirmLabel: t(`assets.actions.${action}`),
        destructive: production,
        // Every asset action is a transaction on chain.
        focusCancel: true,
      });
    },
    [t, confirm, profile],
  );
}
