import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { maskTail } from '../lib/mask';

/** A document number, IBAN or tax id: masked to its last characters until the user reveals it. */
export function MaskedValue({ value, label }: { value: string | null | undefined; label: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  if (!value) return <>{t('common.none')}</>;
  const action = shown ? t('customers.mask.hide', { label }) : t('customers.mask.reveal', { label });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} component="span">
      <Typography component="span" sx={{ fontFamily: 'ui-monospace, monospace' }} data-masked={!shown}>
        {shown ? value : maskTail(value)}
      </Typography>
      {/* The browser's own hint: MUI's Tooltip (with Popper, ~10 KB) would be most of the customer page's own code. */}
      <IconButton size="small" onClick={() => setShown(!shown)} aria-label={action} aria-pressed={shown} title={action}>
        {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      </IconButton>
    </Stack>
  );
}
