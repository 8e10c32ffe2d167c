import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link as RouterLink, useParams } from 'react-router';
import type { CustomerDetailsDto, PartnerKycResultDto } from '../../../api/generated/types.gen';
import { useSingleSubmit } from '../../../shared/hooks/use-single-submit';
import { paths } from '../../../shared/lib/paths';
import { useFormat } from '../../../shared/lib/use-format';
import { installZodMessages } from '../../../shared/lib/zod-i18n';
import { useNotify } from '../../../shared/ui/notifications';
import { useSubmitFeedbackCode } from '../../../shared/ui/submit-feedback-code';
import { PageHeader } from '../../../shared/ui/page-header';
import { PendingButton } from '../../../shared/ui/submit-button';
import { QueryStates } from '../../../shared/ui/query-states';
import { useFormFailure } from '../../../shared/ui/use-form-failure';
import { useCustomer } from '../api/use-customer';
import { useSendCompanyKyc, useSendPartnerKyc } from '../api/use-send-partner-kyc';
import { AttachmentsField } from '../components/attachments-field';
import { FormRootError, LeaveGuard } from '../components/form-chrome';
import { CheckInput, CountryInput, DateInput, SelectInput, TextInput } from '../components/form-fields';
import { Cell, DraftBanner, FieldGrid } from '../components/form-layout';
import { RepeatableRows } from '../components/repeatable-rows';
import { ReviewList } from '../components/review-list';
import { customerName } from '../lib/customer-name';
import { isIdentityVerified } from '../lib/identity';
import { isImplicitSubmit } from '../lib/implicit-submit';
import { emptyExperience, emptyNameValue, emptySubPerson, partnerResolver, prefillPartner, toLegalPerson, toNaturalPerson, type PartnerFormValues } from '../lib/partner-form';
import { useDraft } from '../lib/use-draft';
import { useEnumOptions } from '../lib/use-enum-options';

installZodMessages();

const keepInPage = (event: FormEvent) => event.preventDefault();

/**
 * A part of the form. Each part is its own <form> (or, for the company's persons, each person is), as each wizard
 * step is: the browser's form tracking reads every field of the form typed in on each keystroke, and with persons
 * carrying their surveys one <form> held well over a hundred. Parts off screen skip rendering (content-visibility).
 */
function Section({ title, children, rowsAreForms = false }: { title: string; children: ReactNode; /** Its rows hold their own <form>s. */ rowsAreForms?: boolean }) {
  return (
    <Paper
      variant="outlined"
      {...(rowsAreForms ? {} : { component: 'form' as const, noValidate: true, onSubmit: keepInPage })}
      sx={{ p: { xs: 2, md: 3 }, contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Receipt({ result }: { result: PartnerKycResultDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  const receipts = [result.naturalPerson, result.legalPerson].filter((r) => r !== null);
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t('customers.partner.receiptTitle')}</AlertTitle>
      {receipts.map((r) => (
        <Box key={r.referenceId}>
          {t('customers.partner.receipt', { status: r.status, reference: r.referenceId, time: format.dateTime(r.receivedAt) })}
        </Box>
      ))}
    </Alert>
  );
}

/** Repeatable name/value rows (custom fields, investor experience): up to 50, names 200 and values 2000 characters. */
function NameValueRows({ name, title, itemLabel }: { name: string; title: string; itemLabel: string }) {
  const { t } = useTranslation();
  return (
    <RepeatableRows name={name} title={title} itemLabel={itemLabel} max={50} empty={emptyNameValue}>
      {(row) => (
        <FieldGrid>
          <Cell><TextInput name={`${row}.name`} label={t('customers.partner.fieldName')} max={200} /></Cell>
          <Cell><TextInput name={`${row}.value`} label={t('customers.partner.fieldValue')} max={2000} /></Cell>
        </FieldGrid>
      )}
    </RepeatableRows>
  );
}

function ComplianceFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <Cell><CheckInput name={`${prefix}.pep`} label={t('customers.partner.pep')} help={t('customers.partner.pepHelp')} /></Cell>
      <Cell><TextInput name={`${prefix}.pepHit`} label={t('customers.partner.pepHit')} max={200} /></Cell>
      <Cell><TextInput name={`${prefix}.pepListNames`} label={t('customers.partner.pepListNames')} help={t('customers.partner.listNamesHelp')} /></Cell>
      <Cell><CheckInput name={`${prefix}.sanction`} label={t('customers.partner.sanction')} help={t('customers.partner.sanctionHelp')} /></Cell>
      <Cell><TextInput name={`${prefix}.sanctionHit`} label={t('customers.partner.sanctionHit')} max={200} /></Cell>
      <Cell><TextInput name={`${prefix}.sanctionListNames`} label={t('customers.partner.sanctionListNames')} help={t('customers.partner.listNamesHelp')} /></Cell>
      <Cell><TextInput name={`${prefix}.pepChecked`} label={t('customers.partner.pepChecked')} max={64} /></Cell>
      <Cell><TextInput name={`${prefix}.sanctionChecked`} label={t('customers.partner.sanctionChecked')} max={64} /></Cell>
    </FieldGrid>
  );
}

/**
 * The investment survey (interface 2.9), all of it: investment experience by kind of investment, the investor's
 * experience, the survey's own custom fields, when it was last changed and the partner's key for it.
 */
function SurveyFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('customers.partner.surveyIntro')}
      </Typography>
      <FieldGrid>
        <Cell><DateInput name={`${prefix}.modified`} label={t('customers.partner.surveyModified')} /></Cell>
        <Cell><TextInput name={`${prefix}.key`} label={t('customers.partner.surveyKey')} help={t('customers.partner.surveyKeyHelp')} max={200} /></Cell>
      </FieldGrid>
      <RepeatableRows name={`${prefix}.investmentExperience`} title={t('customers.partner.investmentExperience')} itemLabel={t('customers.partner.investmentItem')} max={50} empty={emptyExperience}>
        {(row) => (
          <FieldGrid>
            <Cell><TextInput name={`${row}.type`} type="number" label={t('customers.partner.experienceType')} help={t('customers.partner.experienceTypeHelp')} /></Cell>
            <Cell wide><CheckInput name={`${row}.knowledge`} label={t('customers.partner.knowledge')} help={t('customers.partner.knowledgeHelp')} /></Cell>
          </FieldGrid>
        )}
      </RepeatableRows>
      <NameValueRows name={`${prefix}.investorExperience`} title={t('customers.partner.investorExperience')} itemLabel={t('customers.partner.experienceItem')} />
      <NameValueRows name={`${prefix}.customFields`} title={t('customers.partner.surveyCustomFields')} itemLabel={t('customers.partner.surveyCustomField')} />
    </>
  );
}

/** One person of the company: who they are, their compliance flags, custom fields and investment survey. */
function SubPersonFields({ row }: { row: string }) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  return (
    <Box component="form" noValidate onSubmit={keepInPage}>
      <FieldGrid>
        <Cell><SelectInput name={`${row}.role`} label={t('customers.partner.role')} options={options.subPersonRole} /></Cell>
        <Cell><TextInput name={`${row}.person.firstname`} label={t('customers.fields.firstname')} max={64} /></Cell>
        <Cell><TextInput name={`${row}.person.lastname`} label={t('customers.fields.lastname')} max={64} /></Cell>
        <Cell><TextInput name={`${row}.person.birthDate`} label={t('customers.fields.birthDate')} max={64} /></Cell>
        <Cell><TextInput name={`${row}.person.birthPlace`} label={t('customers.kyc.placeOfBirth')} max={100} /></Cell>
        <Cell><CountryInput name={`${row}.person.nationality`} label={t('customers.fields.nationality')} /></Cell>
        <Cell><TextInput name={`${row}.person.email`} label={t('customers.fields.email')} max={64} /></Cell>
        <Cell><CheckInput name={`${row}.person.compliance.pep`} label={t('customers.partner.pep')} /></Cell>
        <Cell><CheckInput name={`${row}.person.compliance.sanction`} label={t('customers.partner.sanction')} /></Cell>
      </FieldGrid>
      <NameValueRows name={`${row}.person.customFields`} title={t('customers.partner.customFields')} itemLabel={t('customers.partner.customField')} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3 }}>
        {t('customers.partner.survey')}
      </Typography>
      <SurveyFields prefix={`${row}.person.investmentSurvey`} />
    </Box>
  );
}

function NaturalPersonFields() {
  const { t } = useTranslation();
  const n = 'naturalPerson';
  return (
    <Stack spacing={2}>
      <Section title={t('customers.partner.person')}>
        <FieldGrid>
          <Cell><TextInput name={`${n}.birthPlace`} label={t('customers.kyc.placeOfBirth')} max={100} /></Cell>
          <Cell><CountryInput name={`${n}.birthCountry`} label={t('customers.partner.birthCountry')} /></Cell>
          <Cell><CheckInput name={`${n}.precheckPep`} label={t('customers.partner.precheckPep')} /></Cell>
        </FieldGrid>
      </Section>
      <Section title={t('customers.partner.compliance')}>
        <ComplianceFields prefix={`${n}.compliance`} />
      </Section>
      <Section title={t('customers.partner.idDocument')}>
        <FieldGrid>
          <Cell><TextInput name={`${n}.idDocument.docType`} label={t('customers.kyc.documentType')} max={64} /></Cell>
          <Cell><TextInput name={`${n}.idDocument.documentNumber`} label={t('customers.kyc.documentNumber')} max={64} /></Cell>
          <Cell><TextInput name={`${n}.idDocument.additionalNumber`} label={t('customers.partner.additionalNumber')} max={64} /></Cell>
          <Cell><CountryInput name={`${n}.idDocument.issueCountry`} label={t('customers.kyc.documentCountry')} /></Cell>
          <Cell><DateInput name={`${n}.idDocument.issueDate`} label={t('customers.kyc.issueDate')} /></Cell>
          <Cell><DateInput name={`${n}.idDocument.expireDate`} label={t('customers.kyc.validUntil')} /></Cell>
        </FieldGrid>
      </Section>
      <Section title={t('customers.partner.verification')}>
        <FieldGrid>
          <Cell><TextInput name={`${n}.verification.verificationMethod`} label={t('customers.kyc.custodianIdentVerifiedType')} max={64} /></Cell>
          <Cell><TextInput name={`${n}.verification.vendor`} label={t('customers.partner.vendor')} max={100} /></Cell>
          <Cell><DateInput name={`${n}.verification.approveTime`} label={t('customers.partner.approveTime')} /></Cell>
        </FieldGrid>
      </Section>
      <Section title={t('customers.partner.survey')}>
        <SurveyFields prefix={`${n}.investmentSurvey`} />
      </Section>
      <Section title={t('customers.partner.customFields')}>
        <NameValueRows name={`${n}.customFields`} title={t('customers.partner.customFields')} itemLabel={t('customers.partner.customField')} />
      </Section>
      <Section title={t('customers.partner.attachments')}>
        <AttachmentsField name={`${n}.attachments`} />
      </Section>
    </Stack>
  );
}

function LegalPersonFields() {
  const { t } = useTranslation();
  const l = 'legalPerson';
  return (
    <Stack spacing={2}>
      <Section title={t('customers.partner.company')}>
        <FieldGrid>
          <Cell><TextInput name={`${l}.companyName`} label={t('customers.fields.companyName')} max={200} /></Cell>
          <Cell><TextInput name={`${l}.legalForm`} label={t('customers.kyc.legalForm')} max={100} /></Cell>
          <Cell><TextInput name={`${l}.registryNumber`} label={t('customers.fields.registerNumber')} max={100} /></Cell>
          <Cell><TextInput name={`${l}.registryCourt`} label={t('customers.partner.registryCourt')} max={200} /></Cell>
          <Cell><TextInput name={`${l}.taxId`} label={t('customers.kyc.taxId')} max={64} /></Cell>
          <Cell><DateInput name={`${l}.foundingDate`} label={t('customers.partner.foundingDate')} /></Cell>
          <Cell><TextInput name={`${l}.street`} label={t('customers.fields.street')} max={100} /></Cell>
          <Cell><TextInput name={`${l}.streetNo`} label={t('customers.fields.streetNo')} max={20} /></Cell>
          <Cell><TextInput name={`${l}.zip`} label={t('customers.fields.postalCode')} max={20} /></Cell>
          <Cell><TextInput name={`${l}.city`} label={t('customers.fields.town')} max={100} /></Cell>
          <Cell><CountryInput name={`${l}.country`} label={t('customers.fields.country')} /></Cell>
          <Cell><TextInput name={`${l}.email`} label={t('customers.fields.email')} max={64} /></Cell>
          <Cell><TextInput name={`${l}.phone`} label={t('customers.fields.phoneNumber')} max={32} /></Cell>
          <Cell><TextInput name={`${l}.web`} label={t('customers.partner.web')} max={300} /></Cell>
          <Cell><CheckInput name={`${l}.precheckPep`} label={t('customers.partner.precheckPep')} /></Cell>
        </FieldGrid>
      </Section>
      <Section title={t('customers.partner.survey')}>
        <SurveyFields prefix={`${l}.investmentSurvey`} />
      </Section>
      <Section title={t('customers.partner.subPersons')} rowsAreForms>
        <RepeatableRows name={`${l}.subPersons`} title={t('customers.partner.subPersons')} itemLabel={t('customers.partner.subPerson')} max={50} empty={emptySubPerson}>
          {(row) => <SubPersonFields row={row} />}
        </RepeatableRows>
      </Section>
      <Section title={t('customers.partner.attachments')}>
        <AttachmentsField name={`${l}.attachments`} />
      </Section>
    </Stack>
  );
}

function PartnerForm({ details }: { details: CustomerDetailsDto }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const formFailure = useFormFailure();
  const customer = details.customer;
  const company = customer.profile.type === 'LegalEntity';
  const sendNatural = useSendPartnerKyc();
  const sendCompany = useSendCompanyKyc(customer.id);
  const defaults = useMemo(() => prefillPartner(details), [details]);
  const [result, setResult] = useState<PartnerKycResultDto | null>(null);
  const [, setStep] = useState(0);

  const resolver = useMemo(() => partnerResolver(company, customer.id), [company, customer.id]);
  const form = useForm<PartnerFormValues>({ resolver, defaultValues: defaults, mode: 'onBlur', reValidateMode: 'onBlur' });
  const draft = useDraft(`partner.${customer.id}`, form, 0, setStep, defaults);

  const submit = useSingleSubmit(
    form.handleSubmit(async (values) => {
      try {
        const answer = company
          ? await sendCompany.mutateAsync(toLegalPerson(customer.id, values.legalPerson))
          : await sendNatural.mutateAsync({ naturalPerson: toNaturalPerson(customer.id, values.naturalPerson) });
        draft.clear();
        form.reset(values);
        setResult(answer);
        notify({ message: t('customers.partner.sent', { name: customerName(customer) }) });
      } catch (error) {
        // The company operation names its body's fields from legalPerson; the path's customer-id is the customer as a whole.
        formFailure(form, error, { summary: t('customers.partner.failed'), fieldMap: { 'customer-id': 'root.server' as never } });
      }
    }),
  );

  // Enter in a field sends, as a single <form>'s implicit submission did.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isImplicitSubmit(event)) return;
    event.preventDefault();
    submit();
  };

  return (
    <FormProvider {...form}>
      <LeaveGuard done={Boolean(result)} />
      <Box role="form" aria-label={t('customers.partner.title')} onKeyDown={onKeyDown}>
        <Stack spacing={2}>
          <DraftBanner restoredAt={draft.restoredAt} onDiscard={draft.discard} />
          {result ? <Receipt result={result} /> : null}
          <FormRootError />
          <Typography variant="body2" color="text.secondary">
            {company ? t('customers.partner.companyIntro') : t('customers.partner.personIntro')}
          </Typography>
          {company ? <LegalPersonFields /> : <NaturalPersonFields />}
          <Section title={t('customers.partner.reviewTitle')}>
            <ReviewList kind="partner" name={company ? 'legalPerson' : 'naturalPerson'} />
          </Section>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={paths.customer(customer.id)}>
              {t('customers.partner.backToCustomer')}
            </Button>
            <PendingButton variant="contained" pending={form.formState.isSubmitting} onClick={() => submit()}>
              {t('customers.partner.submit')}
            </PendingButton>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}

export function PartnerKycPage() {
  const { t } = useTranslation();
  useSubmitFeedbackCode();
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  return (
    <QueryStates query={customer}>
      {(details) => (
        <>
          <PageHeader
            title={details.customer.profile.type === 'LegalEntity' ? t('customers.partner.companyTitle') : t('customers.partner.title')}
            subtitle={customerName(details.customer)}
          />
          {isIdentityVerified(details) ? (
            <PartnerForm details={details} />
          ) : (
            <Alert severity="info">
              {t('customers.page.partnerUnavailable')}{' '}
              <Button component={RouterLink} to={`${paths.customer(customerId)}/kyc`} size="small">
                {t('customers.page.enterKyc')}
              </Button>
            </Alert>
          )}
        </>
      )}
    </QueryStates>
  );
}
