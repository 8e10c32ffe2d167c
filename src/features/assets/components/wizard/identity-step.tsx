import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { InitializeTokenizedAssetDtoLimits } from '../../../../api/contract-limits.gen';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useProjectOptions } from '../../api/use-project-options';
import { ASSET_KINDS, type AssetFormValues } from '../../lib/asset-form-values';
import { BYTE_LIMITS } from '../../../../shared/lib/utf8';
import { WizardTextField, useFieldMessage } from './wizard-fields';

export function IdentityStep() {
  const { t } = useTranslation();
  const projects = useProjectOptions();
  const message = useFieldMessage();
  const { control } = useFormContext<AssetFormValues>();
  const kind = useController({ control, name: 'kind' });
  const projectId = useWatch({ control, name: 'projectId' });
  const kindLabel = useId();
  return (
    <Stack spacing={2.5}>
      <WizardTextField name="projectId" select label={t('assets.fields.project')} help={t('assets.wizard.projectHelp')}>
        <option value="">{t('assets.wizard.noProject')}</option>
        {/* The chosen project while the list loads (or if it failed): the select shows what will be sent. */}
        {projectId && !projects.data?.some((p) => p.id === projectId) ? <option value={projectId}>{projects.isPending ? t('common.loading') : projectId}</option> : null}
        {(projects.data ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </WizardTextField>
      <FormControl error={Boolean(kind.fieldState.error)}>
        <FormLabel id={kindLabel}>{t('assets.fields.kind')}</FormLabel>
        <RadioGroup row aria-labelledby={kindLabel} name="kind" value={kind.field.value} onChange={(e) => kind.field.onChange(e.target.value)}>
          {ASSET_KINDS.map((k) => (
            <FormControlLabel key={k} value={k} control={<Radio slotProps={{ input: { ref: k === "Bond" ? kind.field.ref : undefined } }} />} label={t(`assets.kinds.${k}`)} />
          ))}
        </RadioGroup>
        <FormHelperText>{message(kind.fieldState.error?.message) ?? t('assets.wizard.kindHelp')}</FormHelperText>
      </FormControl>
      <WizardTextField name="name" label={t('assets.fields.name')} required maxBytes={BYTE_LIMITS.name} help={t('assets.wizard.nameHelp')} />
      <WizardTextField name="unitName" label={t('assets.fields.unitName')} required maxBytes={BYTE_LIMITS.unitName} help={t('assets.wizard.unitNameHelp')} />
      <WizardTextField
        name="isin"
        label={t('assets.fields.isin')}
        required
        maxChars={InitializeTokenizedAssetDtoLimits.isin.maxLength}
        help={t('assets.wizard.isinHelp')}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, style: { fontFamily: 'ui-monospace, monospace' } } }}
      />
      <WizardTextField name="issuerName" label={t('assets.fields.issuerName')} required maxChars={InitializeTokenizedAssetDtoLimits.issuerName.maxLength} />
      <WizardTextField name="url" label={t('assets.fields.url')} type="url" maxBytes={BYTE_LIMITS.url} help={t('assets.wizard.urlHelp')} />
      <WizardTextField name="issuingMemo" label={t('assets.fields.issuingMemo')} multiline minRows={2} maxChars={InitializeTokenizedAssetDtoLimits.issuingMemo.maxLength} />
    </Stack>
  );
}
