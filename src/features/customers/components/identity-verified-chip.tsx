import Box from '@mui/material/Box';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LabelChip } from '../../../shared/ui/label-chip';

/** The customer's latest KYC save declares the identity verified: they can be sent to the KYC partner. */
export function IdentityVerifiedChip() {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ ml: 0.5 }}>
      <LabelChip variant="outlined" color="success" label={t('customers.identityVerified')} />
    </Box>
  );
}
