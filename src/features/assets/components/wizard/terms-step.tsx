import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { InitializeTokenizedAssetDtoLimits } from '../../../../api/contract-limits.gen';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { AssetFormValues } from '../../lib/asset-form-values';
import { WizardTextField, YesNoField } from './wizard-fields';

function CustomAttributes() {
  const { t } = useTranslation();
  const { control } = useFormContext<AssetFormValues>();
  const rows = useFieldArray({ control, name: 'customAttributes' });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="custom-attributes-heading">
      <Typography id="custom-attributes-heading" variant="subtitle1" component="h3">
        {t('assets.wizard.customAttributes')}
      </Typography>
      {rows.fields.map((row, index) => (
        <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <WizardTextField name={`customAttributes.${index}.key`} label={t('assets.wizard.attributeKey', { n: index + 1 })} />
          <WizardTextField name={`customAttributes.${index}.value`} label={t('assets.wizard.attributeValue', { n: index + 1 })} />
          <IconButton aria-label={t('assets.wizard.removeAttribute', { n: index + 1 })} onClick={() => rows.remove(index)} sx={{ mt: 1 }}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => rows.append({ key: '', value: '' })}>
          {t('assets.wizard.addAttribute')}
        </Button>
      </div>
    </Stack>
  );
}

export function TermsStep() {
  const { t } = useTranslation();
  const { control } = useFormContext<AssetFormValues>();
  const kind = useWatch({ control, name: 'kind' });
  return (
    <Stack spacing={2.5}>
      {kind === 'Bond' ? (
        <>
          <WizardTextField name="firstCouponDate" type="date" label={t('assets.fields.firstCouponDate')} slotProps={{ inputLabel: { shrink: true } }} />
          <WizardTextField name="interestRate" label={t('assets.fields.interestRate')} maxChars={InitializeTokenizedAssetDtoLimits.interestRate.maxLength} help={t('assets.wizard.interestRateHelp')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <WizardTextField name="interestPaymentPeriod" label={t('assets.fields.interestPaymentPeriod')} help={t('assets.wizard.periodHelp')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <WizardTextField name="numberOfPayments" label={t('assets.fields.numberOfPayments')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          </Stack>
          <WizardTextField name="nominalAmountPerToken" label={t('assets.fields.nominalAmountPerToken')} maxChars={InitializeTokenizedAssetDtoLimits.nominalAmountPerToken.maxLength} />
          <WizardTextField name="duration" label={t('assets.fields.duration')} maxChars={InitializeTokenizedAssetDtoLimits.duration.maxLength} />
        </>
      ) : null}
      {kind === 'Share' ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('assets.wizard.shareFieldsTogether')}
          </Typography>
          <WizardTextField name="shareClass" label={t('assets.fields.shareClass')} required maxChars={InitializeTokenizedAssetDtoLimits.shareClass.maxLength} />
          <WizardTextField name="votingRights" label={t('assets.fields.votingRights')} required maxChars={InitializeTokenizedAssetDtoLimits.votingRights.maxLength} />
          <YesNoField name="parValue" label={t('assets.fields.parValue')} required />
          <YesNoField name="votingRight" label={t('assets.fields.votingRight')} required />
        </>
      ) : null}
      <WizardTextField name="price" label={t('assets.fields.price')} maxChars={InitializeTokenizedAssetDtoLimits.price.maxLength} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <WizardTextField name="companyConsent" label={t('assets.fields.companyConsent')} help={t('assets.wizard.int32Help')} />
        <WizardTextField name="mixedRecordKeeping" label={t('assets.fields.mixedRecordKeeping')} help={t('assets.wizard.int32Help')} />
      </Stack>
      <CustomAttributes />
    </Stack>
  );
}
