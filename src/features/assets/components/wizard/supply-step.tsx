import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useFormat } from '../../../../shared/lib/use-format';
import { decimalsOf, type AssetFormValues } from '../../lib/asset-form-values';
import { formatWholeUnits } from '../../../../shared/lib/format';
import { parseBaseUnits } from '../../lib/base-units';
import { WizardSwitch, WizardTextField } from './wizard-fields';

/** "12345" base units with 2 decimals -> "123.45 whole units" ("123,45" in German), exactly; nothing while the input is not a count. */
function WholeUnits() {
  const { t } = useTranslation();
  const format = useFormat();
  const { control } = useFormContext<AssetFormValues>();
  const [supply, decimalsText] = useWatch({ control, name: ['totalSupply', 'decimals'] });
  const base = parseBaseUnits(supply);
  const decimals = decimalsOf(decimalsText);
  if (base === null || decimals === null) return null;
  return (
    <Typography variant="body2" role="status" data-testid="whole-units">
      {t('assets.wholeUnits', { amount: formatWholeUnits(base, decimals, format.language) })}
    </Typography>
  );
}

export function SupplyStep() {
  const { t } = useTranslation();
  const { control } = useFormContext<AssetFormValues>();
  const [freeze, clawback] = useWatch({ control, name: ['enableFreeze', 'enableClawback'] });
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <WizardTextField
          name="totalSupply"
          label={t('assets.fields.totalSupply')}
          required
          help={t('assets.wizard.totalSupplyHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <WizardTextField
          name="decimals"
          label={t('assets.fields.decimals')}
          required
          help={t('assets.wizard.decimalsHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 200 } }}
        />
      </Stack>
      <WholeUnits />
      <WizardSwitch name="isFungible" label={t('assets.fields.isFungible')} />
      <WizardSwitch name="enableFreeze" label={t('assets.fields.enableFreeze')} help={t('assets.wizard.freezeHelp')} />
      <WizardSwitch name="enableClawback" label={t('assets.fields.enableClawback')} help={t('assets.wizard.clawbackHelp')} />
      {!freeze || !clawback ? (
        <Alert severity="warning" role="alert">
          {t('assets.wizard.irreversible', {
            features: [!freeze ? t('assets.fields.enableFreeze') : null, !clawback ? t('assets.fields.enableClawback') : null].filter(Boolean).join(', '),
          })}
        </Alert>
      ) : null}
      <WizardSwitch name="isRegulatedSecurity" label={t('assets.fields.isRegulatedSecurity')} />
      <WizardSwitch name="hasAIPSupport" label={t('assets.fields.hasAIPSupport')} />
      <WizardSwitch name="isManuallyCreated" label={t('assets.fields.isManuallyCreated')} />
      <WizardTextField name="distributorWalletId" label={t('assets.fields.distributorWalletId')} required help={t('assets.wizard.walletHelp')} />
      <WizardTextField name="agentWalletId" label={t('assets.fields.agentWalletId')} help={t('assets.wizard.optionalWalletHelp')} />
      <WizardTextField name="claimIssuerWalletId" label={t('assets.fields.claimIssuerWalletId')} help={t('assets.wizard.optionalWalletHelp')} />
    </Stack>
  );
}
