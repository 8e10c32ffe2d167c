import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { KycStatus } from '../../../api/generated/types.gen';

const COLOR = { None: 'default', Saved: 'info', SentToPartner: 'success' } as const;

export function KycStatusChip({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`customers.kycStatus.${status}`)} />;
}
