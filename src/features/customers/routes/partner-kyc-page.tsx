import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormMethodsProvider } from '../../../shared/ui/form-methods-provider';
import { enumText } from '../../../shared/i18n/enum-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link as RouterLink, useParams } from 'react-router';
import type { CustomerDetailsDto } from '../../../api/generated/types.gen';
import { PartnerLegalPersonDtoLimits, PartnerNaturalPersonDtoLimits } from '../../../api/contract-limits.gen';
import { useFormCodeOnFirstInput } from '../lib/use-form-code-on-first-input';
import { useSingleSubmit } from '../../../shared/hooks/use-single-submit';
import { paths } from '../../../shared/lib/paths';
import { useFormat } from '../../../shared/lib/use-format';
import { useNotify } from '../../../shared/ui/notifications';
import { useConfirm } from '../../../shared/ui/confirm-dialog';
import { DrawnAfter } from '../../../shared/ui/drawn-after';
import { PageHeader } from '../../../shared/ui/page-header';
import { PendingButton } from '../../../shared/ui/submit-button';
import { QueryStates } from '../../../shared/ui/query-states';
import { CustomerNotFound } from '../components/customer-not-found';
import { useFormFailure } from '../../../shared/ui/use-form-failure';
import { useCustomer } from '../api/use-customer';
import { useSendCompanyKyc, useSendPartnerKyc } from '../api/use-send-partner-kyc';
import { AttachmentsField } from '../components/attachments-field';
import { markBadDates } from '../lib/bad-date-inputs';
import { FormRootError, LeaveGuard } from '../components/form-chrome';
import { CheckInput, CountryInput, DateInput, TextInput } from '../components/form-fields';
import { Cell, DraftBanner, FieldGrid } from '../components/form-layout';
import { ComplianceFields, IdDocumentFields, NameValueRows, SubPersonFields, SurveyFields, VerificationFields } from '../components/partner-person-fields';
import { RepeatableRows } from '../components/repeatable-rows';
import { ReviewList } from '../components/review-list';
import { customerName } from '../lib/customer-name';
import { isIdentityVerified } from '../lib/identity';
import { isImplicitSubmit } from '../lib/implicit-submit';
import { emptySubPerson, partnerResolver, prefillPartner, subPersonFromCustomer, toLegalPerson, toNaturalPerson, type PartnerFormValues, type PartnerLegalValues, type PartnerNaturalValues } from '../lib/partner-form';
import { withoutAttachmentContent } from '../lib/draft-attachments';
import { receiptLines } from '../lib/partner-receipt';
import { useDraft } from '../lib/use-draft';

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

/** The answer to a submission, of whatever shape the service gave it (interface §4.3 does not show it). */
function Receipt({ answer }: { answer: unknown }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lines = receiptLines(answer);
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t('customers.partner.receiptTitle')}</AlertTitle>
      {lines.length === 0 ? <Box>{t('customers.partner.receiptWithoutReference')}</Box> : null}
      {lines.map((line, index) => (
        // Two persons may carry the same reference: the position keys them.
        <Box key={index}>
          {line.status && line.receivedAt
            ? t('customers.partner.receipt', { status: enumText(t, 'customers.partner.receiptStatus', line.status), reference: line.reference, time: format.dateTime(line.receivedAt) })
            : t('customers.partner.receiptReference', { reference: line.reference })}
        </Box>
      ))}
    </Alert>
  );
}

function NaturalPersonFields() {
  const { t } = useTranslation();
  const n = 'naturalPerson';
  return (
    <Stack spacing={2}>
      <Section title={t('customers.partner.person')}>
        <FieldGrid>
          <Cell><TextInput name={`${n}.birthPlace`} label={t('customers.kyc.placeOfBirth')} max={PartnerNaturalPersonDtoLimits.birthPlace.maxLength} /></Cell>
          <Cell><CountryInput name={`${n}.birthCountry`} label={t('customers.partner.birthCountry')} /></Cell>
          <Cell><CheckInput name={`${n}.precheckPep`} label={t('customers.partner.precheckPep')} /></Cell>
        </FieldGrid>
      </Section>
      <Section title={t('customers.partner.compliance')}>
        <ComplianceFields prefix={`${n}.compliance`} />
      </Section>
      <Section title={t('customers.partner.idDocument')}>
        <IdDocumentFields prefix={`${n}.idDocument`} />
      </Section>
      <Section title={t('customers.partner.verification')}>
        <VerificationFields prefix={`${n}.verification`} />
      </Section>
      <Section title={t('customers.partner.survey')}>
        <SurveyFields prefix={`${n}.investmentSurvey`} />
      </Section>
      <Section title={t('customers.partner.customFields')}>
        <NameValueRows name={`${n}.customFields`} title={t('customers.partner.customFields')} itemLabel={t('customers.partner.customField')} max={PartnerNaturalPersonDtoLimits.customFields.maxItems} />
      </Section>
      <Section title={t('customers.partner.attachments')}>
        <AttachmentsField name={`${n}.attachments`} />
      </Section>
    </Stack>
  );
}

function LegalPersonFields({ details }: { details: CustomerDetailsDto }) {
  const { t } = useTranslation();
  const fromCustomer = useMemo(
    () => ({ label: t('customers.partner.addFromCustomer', { name: customerName(details.customer) }), make: () => subPersonFromCustomer(details) }),
    [t, details],
  );
  const l = 'legalPerson';
  return (
    <Stack spacing={2}>
      <Section title={t('customers.partner.company')}>
        <FieldGrid>
          <Cell><TextInput name={`${l}.companyName`} label={t('customers.fields.companyName')} max={PartnerLegalPersonDtoLimits.companyName.maxLength} /></Cell>
          <Cell><TextInput name={`${l}.legalForm`} label={t('customers.kyc.legalForm')} max={PartnerLegalPersonDtoLimits.legalForm.maxLength} /></Cell>
          <Cell><TextInput name={`${l}.registryNumber`} label={t('customers.fields.registerNumber')} max={PartnerLegalPersonDtoLimits.registryNumber.maxLength} /></Cell>
          <Cell><TextInput name={`${l}.registryCourt`} label={t('customers.partner.registryCourt')} max={PartnerLegalPersonDtoLimits.registryCourt.maxLength} /></Cell>
          <Cell><TextInput name={`${l}.taxId`} label={t('customers.kyc.taxId')} max={PartnerLegalPersonDtoLimits.taxId.maxLength} /></Cell>
          <Cell><DateInput name={`${l}.foundingDate`} label={t('customers.partner.foundingDate')} /></Cell>
          <Cell><TextInput name={`${l}.street`} label={t('customers.fields.street')} max={PartnerLegalPersonDtoLimits.street.maxLength} /></Cell>
          <Cell><TextInput name={`${l}.streetNo`} label={t('customers.fields.streetNo')} max={PartnerLegalPersonDtoLimits.streetNo.maxLength} /></Cell>
          <Cell><TextInput name={`${l}.zip`} label={t('customers.fields.postalCode')} max={PartnerLegalPersonDtoLimits.zip.maxLength} /></Cell>
          <Cell><TextInput name={`${l}.city`} label={t('customers.fields.town')} max={PartnerLegalPersonDtoLimits.city.maxLength} /></Cell>
          <Cell><CountryInput name={`${l}.country`} label={t('customers.fields.country')} /></Cell>
          <Cell><TextInput name={`${l}.email`} label={t('customers.fields.email')} max={PartnerLegalPersonDtoLimits.email.maxLength} /></Cell>
          <Cell><TextInput name={`${l}.phone`} label={t('customers.fields.phoneNumber')} max={PartnerLegalPersonDtoLimits.phone.maxLength} /></Cell>
          <Cell><TextInput name={`${l}.web`} label={t('customers.partner.web')} max={PartnerLegalPersonDtoLimits.web.maxLength} /></Cell>
          <Cell><CheckInput name={`${l}.precheckPep`} label={t('customers.partner.precheckPep')} /></Cell>
        </FieldGrid>
      </Section>
      <Section title={t('customers.partner.survey')}>
        <SurveyFields prefix={`${l}.investmentSurvey`} />
      </Section>
      <Section title={t('customers.partner.subPersons')} rowsAreForms>
        <RepeatableRows name={`${l}.subPersons`} title={t('customers.partner.subPersons')} itemLabel={t('customers.partner.subPerson')} max={PartnerLegalPersonDtoLimits.subPersons.maxItems} empty={emptySubPerson} alsoAdd={fromCustomer}>
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
  // The answer as it came (its inner fields are not shown by the interface), boxed: one without data was sent too.
  // `body`: what was sent, so a second Send of the very same data is asked about first.
  const [result, setResult] = useState<{ answer: unknown; body: string } | null>(null);
  const [, setStep] = useState(0);
  const confirm = useConfirm();

  // The review lists the body the send will make of the person, not the form's own object (which the form changes in
  // place: the review, comparing objects, stopped following it after the first change).
  const reviewBody = useCallback(
    (values: PartnerNaturalValues | PartnerLegalValues) =>
      company ? toLegalPerson(customer.id, values as PartnerLegalValues) : toNaturalPerson(customer.id, values as PartnerNaturalValues),
    [company, customer.id],
  );
  const resolver = useMemo(
    () => partnerResolver(company, customer.id, { listName: (n, problem) => t('customers.partner.listNameProblem', { n, problem }) }),
    [company, customer.id, t],
  );
  const form = useForm<PartnerFormValues>({ resolver, defaultValues: defaults, mode: 'onBlur', reValidateMode: 'onBlur' });
  // Files are kept by name and size only: their content would fill the tab's storage (draft-attachments.ts).
  const draft = useDraft(`partner.${customer.id}`, form, 0, setStep, defaults, { toDraft: withoutAttachmentContent });

  const root = useRef<HTMLDivElement>(null);
  const send = form.handleSubmit(async (values) => {
    const body = company ? toLegalPerson(customer.id, values.legalPerson) : { naturalPerson: toNaturalPerson(customer.id, values.naturalPerson) };
    // The form stays filled after a send (to correct and send again): the same data a second time is most likely a
    // second click, and each send is a submission to the partner on this institution's name.
    const same = JSON.stringify(body);
    if (result?.body === same && !(await confirm({ title: t('customers.partner.sendAgainTitle'), message: t('customers.partner.sendAgainMessage'), confirmLabel: t('customers.partner.sendAgain') }))) return;
    try {
      const answer = company
        ? await sendCompany.mutateAsync(body as ReturnType<typeof toLegalPerson>)
        : await sendNatural.mutateAsync(body as { naturalPerson: ReturnType<typeof toNaturalPerson> });
      draft.clear();
      form.reset(values);
      setResult({ answer, body: same });
      notify({ message: t('customers.partner.sent', { name: customerName(customer) }), topic: `partner:${customer.id}` });
    } catch (error) {
      // The company operation names its body's fields from legalPerson; the path's customer-id is the customer as a whole.
      formFailure(form, error, { summary: t('customers.partner.failed'), topic: `partner:${customer.id}`, fieldMap: { 'customer-id': 'root.server' as never } });
    }
  });
  // A date input holding text that is no date has the value '' (as if left empty): it is marked on its field and
  // nothing is sent, as the wizards do, rather than the person sent without it.
  const submit = useSingleSubmit(async () => {
    const bad = markBadDates(form.setError, root.current, t);
    if (bad.length === 0) return send();
    form.setFocus(bad[0] as never);
  });

  // Enter in a field sends, as a single <form>'s implicit submission did.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isImplicitSubmit(event)) return;
    event.preventDefault();
    submit();
  };

  return (
    <FormMethodsProvider form={form}>
      <LeaveGuard done={Boolean(result)} draftSaved={!draft.notSaving} />
      <Box ref={root} role="form" aria-label={t('customers.partner.title')} onKeyDown={onKeyDown}>
        <Stack spacing={2}>
          <DraftBanner restoredAt={draft.restoredAt} notSaving={draft.notSaving} onDiscard={draft.discard} />
          {result ? <Receipt answer={result.answer} /> : null}
          <FormRootError />
          <Typography variant="body2" color="text.secondary">
            {company ? t('customers.partner.companyIntro') : t('customers.partner.personIntro')}
          </Typography>
          {company ? <LegalPersonFields details={details} /> : <NaturalPersonFields />}
          <Section title={t('customers.partner.reviewTitle')}>
            <ReviewList kind="partner" name={company ? 'legalPerson' : 'naturalPerson'} toBody={reviewBody} />
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
    </FormMethodsProvider>
  );
}

export function PartnerKycPage() {
  const { t } = useTranslation();
  useFormCodeOnFirstInput();
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  return (
    // A failed reload of the customer keeps the form (and what was typed) on screen.
    <QueryStates query={customer} keepDataOnError notFound={<CustomerNotFound />}>
      {(details) => (
        <>
          <PageHeader
            title={details.customer.profile.type === 'LegalEntity' ? t('customers.partner.companyTitle') : t('customers.partner.title')}
            subtitle={customerName(details.customer)}
          />
          {isIdentityVerified(details) ? (
            // The heading paints first; the form follows in a render of its own.
            <DrawnAfter>
              <PartnerForm details={details} />
            </DrawnAfter>
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
