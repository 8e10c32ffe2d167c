import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { enumText } from '../../../shared/i18n/enum-text';
import { Link as RouterLink, useParams } from 'react-router';
import type { CustomerDetailsDto } from '../../../api/generated/types.gen';
import { countryName } from '../../../shared/countries/country-codes';
import { useFormat } from '../../../shared/lib/use-format';
import { PageHeader } from '../../../shared/ui/page-header';
import { SimpleTable } from '../../../shared/ui/simple-table';
import { QueryStates } from '../../../shared/ui/query-states';
import { CustomerNotFound } from '../components/customer-not-found';
import { LoadingState } from '../../../shared/ui/states';
import { useNotifyFailure } from '../../../shared/ui/use-notify-failure';
import { useNotify } from '../../../shared/ui/notifications';
import { PendingButton } from '../../../shared/ui/submit-button';
import { useCustomer } from '../api/use-customer';
import { useCustomerExtractFiles } from '../api/use-customer-extract-files';
import { useCustomerKyc } from '../api/use-customer-kyc';
import { useDownloadCustomerExtract } from '../api/use-download-customer-extract';
import { KycStatusChip } from '../components/kyc-status-chip';
import { MaskedValue } from '../components/masked-value';
import { PartnerSubmissions } from '../components/partner-submissions';
import { isIdentityVerified } from '../lib/identity';
import { customerName } from '../lib/customer-name';
import { PageSection } from '../../../shared/ui/page-section';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function MasterData({ details }: { details: CustomerDetailsDto }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const p = details.customer.profile;
  const address = [[p.street, p.streetNo].filter(Boolean).join(' '), [p.postalCode, p.town].filter(Boolean).join(' '), countryName(p.countryIso, i18n.language)]
    .filter(Boolean)
    .join(', ');
  const rows: [string, ReactNode][] = [
    [t('customers.fields.type'), enumText(t, 'customers.type', p.type ?? 'Unknown')],
    [t('customers.fields.name'), [p.salutation, p.title, p.firstname, p.lastname].filter(Boolean).join(' ')],
    [t('customers.fields.email'), p.email],
    [t('customers.fields.phoneNumber'), p.phoneNumber],
    [t('customers.fields.birthDate'), p.birthDate ? format.calendarDate(p.birthDate) : ''],
    [t('customers.fields.gender'), enumText(t, 'customers.gender', p.gender)],
    [t('customers.fields.address'), address],
    [t('customers.fields.nationality'), countryName(p.nationalityIso, i18n.language)],
    [t('customers.fields.custodyProvider'), enumText(t, 'customers.custodyProvider', p.custodyProvider)],
  ];
  if (p.company) {
    rows.push(
      [t('customers.fields.companyName'), p.company.name],
      [t('customers.fields.registerNumber'), p.company.registerNumber ?? ''],
      [t('customers.fields.companyEmail'), p.company.email ?? ''],
      [t('customers.fields.companyAddress'), p.company.fullAddress ?? ''],
    );
  }
  rows.push(
    [t('customers.fields.kycStatus'), <KycStatusChip key="kyc" status={details.customer.kycStatus} />],
    [t('customers.fields.partnerSubmissions'), format.number(details.partnerSubmissionCount)],
    [t('customers.fields.createdAt'), format.dateTime(details.customer.createdAt)],
    [t('customers.fields.updatedAt'), format.dateTime(details.customer.updatedAt)],
  );
  return <Facts rows={rows} />;
}

function KycHistory({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const history = useCustomerKyc(customerId);
  return (
    <QueryStates query={history} loading={<LoadingState rows={2} />} empty={<Typography color="text.secondary">{t('customers.page.noKyc')}</Typography>}>
      {(rows) => (
        <SimpleTable
          label={t('customers.page.kycHistory')}
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            { id: 'savedAt', header: t('customers.page.savedAt'), cell: (r) => format.dateTime(r.savedAt) },
            { id: 'name', header: t('customers.fields.name'), cell: (r) => `${r.data.firstname} ${r.data.lastname}` },
            { id: 'method', header: t('customers.kyc.custodianIdentVerifiedType'), cell: (r) => enumText(t, 'customers.identMethod', r.data.custodianIdentVerifiedType) || '—' },
            { id: 'document', header: t('customers.kyc.documentNumber'), cell: (r) => <MaskedValue value={r.data.document?.number} label={t('customers.kyc.documentNumber')} /> },
            { id: 'iban', header: t('customers.kyc.iban'), cell: (r) => <MaskedValue value={r.data.document?.iban} label={t('customers.kyc.iban')} /> },
            { id: 'taxId', header: t('customers.kyc.taxId'), cell: (r) => <MaskedValue value={r.data.taxId} label={t('customers.kyc.taxId')} /> },
          ]}
        />
      )}
    </QueryStates>
  );
}

function ExtractFiles({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const files = useCustomerExtractFiles(customerId);
  const download = useDownloadCustomerExtract(customerId);
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  // A double click saves the file once (the ref: a second click may come before the busy state is drawn); other files
  // may be downloaded meanwhile. The button pressed keeps the focus while its file comes (PendingButton).
  const running = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const downloadFile = (fileName: string) => {
    if (running.current.has(fileName)) return;
    running.current.add(fileName);
    setBusy(new Set(running.current));
    void download
      .mutateAsync(fileName)
      // Said as on the project's extract tab: a saved file is otherwise silent (browsers may not show downloads).
      .then((file) => notify({ message: t('customers.page.downloaded', { fileName: file.fileName }) }))
      .catch((error: unknown) => notifyFailure(error, t('customers.page.downloadFailed')))
      .finally(() => {
        running.current.delete(fileName);
        setBusy(new Set(running.current));
      });
  };
  return (
    <QueryStates query={files} loading={<LoadingState rows={2} />} empty={<Typography color="text.secondary">{t('customers.page.noExtracts')}</Typography>}>
      {(rows) => (
        <SimpleTable
          label={t('customers.page.extracts')}
          rows={rows}
          rowKey={(f) => f.fileName}
          columns={[
            { id: 'name', header: t('customers.page.fileName'), cell: (f) => f.fileName, mono: true },
            { id: 'createdAt', header: t('customers.page.createdAt'), cell: (f) => format.dateTime(f.createdAt) },
            { id: 'size', header: t('customers.page.size'), align: 'right', cell: (f) => `${format.number(Math.ceil(f.sizeBytes / 1024))} KB` },
            {
              id: 'download',
              header: t('common.download'),
              align: 'right',
              cell: (f) => (
                <PendingButton
                  size="small"
                  pending={busy.has(f.fileName)}
                  startIcon={<DownloadIcon />}
                  aria-label={t('customers.page.downloadNamed', { name: f.fileName })}
                  onClick={() => downloadFile(f.fileName)}
                >
                  {t('common.download')}
                </PendingButton>
              ),
            },
          ]}
        />
      )}
    </QueryStates>
  );
}

export function CustomerPage() {
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  return <QueryStates query={customer} notFound={<CustomerNotFound />}>{(details) => <CustomerDetails customerId={customerId} details={details} />}</QueryStates>;
}

function CustomerDetails({ customerId, details }: { customerId: string; details: CustomerDetailsDto }) {
  const { t } = useTranslation();
  const verified = isIdentityVerified(details);
  const company = details.customer.profile.type === 'LegalEntity';

  return (
    <>
      <PageHeader
        title={customerName(details.customer)}
        documentTitle={t('customers.page.documentTitle')}
        subtitle={details.customer.profile.company?.name ?? details.customer.profile.email}
        actions={
          <>
            <Button variant="contained" component={RouterLink} to="kyc" startIcon={<VerifiedUserIcon />}>
              {details.latestKyc ? t('customers.page.updateKyc') : t('customers.page.enterKyc')}
            </Button>
            <Button
              variant="outlined"
              component={verified ? RouterLink : 'button'}
              to={verified ? 'partner' : undefined}
              disabled={!verified}
              startIcon={<SendIcon />}
              aria-describedby={verified ? undefined : 'partner-unavailable'}
            >
              {company ? t('customers.page.sendCompany') : t('customers.page.sendPartner')}
            </Button>
          </>
        }
      />
      <Stack spacing={3}>
        {!verified ? (
          <Alert severity="info" id="partner-unavailable">
            {t('customers.page.partnerUnavailable')}
          </Alert>
        ) : null}
        <PageSection title={t('customers.page.masterData')}>
          <MasterData details={details} />
        </PageSection>
        <PageSection title={t('customers.page.kycHistory')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('customers.page.historySummary', {
              saves: t('customers.page.kycSaves', { count: details.kycRecordCount }),
              submissions: t('customers.page.partnerSends', { count: details.partnerSubmissionCount }),
            })}
          </Typography>
          <KycHistory customerId={customerId} />
        </PageSection>
        <PageSection title={t('customers.page.partnerSubmissions')}>
          <PartnerSubmissions customerId={customerId} />
        </PageSection>
        <PageSection title={t('customers.page.extracts')}>
          <ExtractFiles customerId={customerId} />
        </PageSection>
      </Stack>
    </>
  );
}
