import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useFormat } from '../../../../shared/lib/use-format';
import { useProjectOptions } from '../../api/use-project-options';
import { decimalsOf, type AssetFormValues } from '../../lib/asset-form-values';
import { formatWholeUnits } from '../../../../shared/lib/format';
import { parseBaseUnits } from '../../lib/base-units';

function Section({ title, onEdit, rows }: { title: string; onEdit: () => void; rows: [string, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button size="small" onClick={onEdit} aria-label={t('assets.wizard.editSection', { section: title })}>
          {t('common.edit')}
        </Button>
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 2fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value === '' || value === null || value === undefined ? t('common.none') : value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function ReviewStep({ goTo }: { goTo: (step: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const projects = useProjectOptions();
  const { control } = useFormContext<AssetFormValues>();
  const v = useWatch({ control }) as AssetFormValues;
  const yesNo = (b: boolean) => (b ? t('common.yes') : t('common.no'));
  const choice = (c: string) => (c === 'yes' ? t('common.yes') : c === 'no' ? t('common.no') : '');
  const base = parseBaseUnits(v.totalSupply ?? '');
  const decimals = decimalsOf(v.decimals ?? '');
  const whole = base !== null && decimals !== null ? formatWholeUnits(base, decimals, format.language) : '';
  const projectName = projects.data?.find((p) => p.id === v.projectId)?.name ?? (v.projectId ? v.projectId : t('assets.wizard.noProject'));
  const terms: [string, ReactNode][] =
    v.kind === 'Bond'
      ? [
          [t('assets.fields.firstCouponDate'), v.firstCouponDate ? format.calendarDate(v.firstCouponDate) : ''],
          [t('assets.fields.interestRate'), v.interestRate],
          [t('assets.fields.interestPaymentPeriod'), v.interestPaymentPeriod],
          [t('assets.fields.numberOfPayments'), v.numberOfPayments],
          [t('assets.fields.nominalAmountPerToken'), v.nominalAmountPerToken],
          [t('assets.fields.duration'), v.duration],
        ]
      : v.kind === 'Share'
        ? [
            [t('assets.fields.shareClass'), v.shareClass],
            [t('assets.fields.votingRights'), v.votingRights],
            [t('assets.fields.parValue'), choice(v.parValue)],
            [t('assets.fields.votingRight'), choice(v.votingRight)],
          ]
        : [];
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('assets.wizard.reviewIntro')}</Alert>
      <Section
        title={t('assets.wizard.steps.identity')}
        onEdit={() => goTo(0)}
        rows={[
          [t('assets.fields.project'), projectName],
          [t('assets.fields.kind'), t(`assets.kinds.${v.kind}`)],
          [t('assets.fields.name'), v.name],
          [t('assets.fields.unitName'), v.unitName],
          [t('assets.fields.isin'), v.isin?.toUpperCase()],
          [t('assets.fields.issuerName'), v.issuerName],
          [t('assets.fields.url'), v.url],
          [t('assets.fields.issuingMemo'), v.issuingMemo],
        ]}
      />
      <Section
        title={t('assets.wizard.steps.supply')}
        onEdit={() => goTo(1)}
        rows={[
          [t('assets.fields.totalSupply'), v.totalSupply ? `${base !== null ? format.decimal(base) : v.totalSupply} (${t('assets.wholeUnits', { amount: whole })})` : ''],
          [t('assets.fields.decimals'), v.decimals],
          [t('assets.fields.isFungible'), yesNo(v.isFungible)],
          [t('assets.fields.enableFreeze'), yesNo(v.enableFreeze)],
          [t('assets.fields.enableClawback'), yesNo(v.enableClawback)],
          [t('assets.fields.isRegulatedSecurity'), yesNo(v.isRegulatedSecurity)],
          [t('assets.fields.hasAIPSupport'), yesNo(v.hasAIPSupport)],
          [t('assets.fields.isManuallyCreated'), yesNo(v.isManuallyCreated)],
          [t('assets.fields.distributorWalletId'), v.distributorWalletId],
          [t('assets.fields.agentWalletId'), v.agentWalletId],
          [t('assets.fields.claimIssuerWalletId'), v.claimIssuerWalletId],
        ]}
      />
      <Section
        title={t('assets.wizard.steps.terms')}
        onEdit={() => goTo(2)}
        rows={[
          ...terms,
          [t('assets.fields.price'), v.price],
          [t('assets.fields.companyConsent'), v.companyConsent],
          [t('assets.fields.mixedRecordKeeping'), v.mixedRecordKeeping],
          ...(v.customAttributes ?? []).map((row): [string, ReactNode] => [row.key || '?', row.value]),
        ]}
      />
    </Stack>
  );
}
