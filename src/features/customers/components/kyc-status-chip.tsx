import { useTranslation } from '../../../shared/i18n/use-translation';
import { enumText } from '../../../shared/i18n/enum-text';
import { LabelChip } from '../../../shared/ui/label-chip';
import type { KycStatus } from '../../../api/generated/types.gen';

const COLOR = { None: 'default', Saved: 'info', SentToPartner: 'success' } as const;

export function KycStatusChip({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  return <LabelChip variant="outlined" color={COLOR[status]} label={enumText(t, 'customers.kycStatus', status)} />;
}
