import { flushSync } from 'react-dom';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormMethodsProvider } from '../../../shared/ui/form-methods-provider';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import type { CustomerDetailsDto, KycDataDto } from '../../../api/generated/types.gen';
import { useSingleSubmit } from '../../../shared/hooks/use-single-submit';
import { paths } from '../../../shared/lib/paths';
import { useNotify } from '../../../shared/ui/notifications';
import { DrawnAfter } from '../../../shared/ui/drawn-after';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryStates } from '../../../shared/ui/query-states';
import { CustomerNotFound } from '../components/customer-not-found';
import { useFormFailure } from '../../../shared/ui/use-form-failure';
import { useCustomer } from '../api/use-customer';
import { useSaveKyc } from '../api/use-save-kyc';
import { DraftBanner } from '../components/form-layout';
import { CompanySection, ContactSection, DeclarationsSection, EmoneySection, IdentificationSection, IdentitySection, LegalPersonSection } from '../components/kyc-sections';
import { ReviewList } from '../components/review-list';
import { FormRootError, LeaveGuard } from '../components/form-chrome';
import { Wizard } from '../components/wizard';
import { customerName } from '../lib/customer-name';
import { stepOfField } from '../lib/form-steps';
import { kycDateIssues, kycRuleIssues, kycSteps, prefillKyc, toKycBody, type KycFormValues, type KycStepId } from '../lib/kyc-form';
import { lazyContractResolver } from '../lib/load-form-validation';
import { useFormCodeOnFirstInput } from '../lib/use-form-code-on-first-input';
import { useNavigateWhileShown } from '../../../shared/hooks/use-navigate-while-shown';
import { calendarDay } from '../lib/date-rules';
import { useDraft } from '../lib/use-draft';

const CONTENT: Record<Exclude<KycStepId, 'review'>, ReactNode> = {
  identity: <IdentitySection />,
  contact: <ContactSection />,
  identification: <IdentificationSection />,
  declarations: <DeclarationsSection />,
  company: <CompanySection />,
  legalPerson: <LegalPersonSection />,
  emoney: <EmoneySection />,
};

export function KycForm({ details }: { details: CustomerDetailsDto }) {
  const { t } = useTranslation();
  // Back to the customer's page, unless the user has left the form meanwhile (the notification says it was saved).
  const navigate = useNavigateWhileShown();
  const notify = useNotify();
  const formFailure = useFormFailure();
  const customer = details.customer;
  const customerType = customer.profile.type;
  const save = useSaveKyc(customer.id);
  const defaults = useMemo(() => prefillKyc(customer, details.latestKyc?.data), [customer, details.latestKyc]);
  const steps = useMemo(() => kycSteps(customerType), [customerType]);
  const review = useMemo(() => <ReviewList kind="kyc" toBody={(values: KycFormValues) => toKycBody(values, customerType)} />, [customerType]);
  const [step, setStep] = useState(0);
  const [focusPath, setFocusPath] = useState<{ path: string } | null>(null);
  const [done, setDone] = useState(false);

  const resolver = useMemo(
    () =>
      lazyContractResolver<KycFormValues, KycDataDto>(
        (v) => v.zKycDataDto,
        (values) => toKycBody(values, customerType),
        (body) => [
          ...kycRuleIssues(body, customerType).map((issue) => ({
            path: issue.field,
            type: issue.rule,
            message: t(`customers.rules.${issue.rule}`, { total: issue.total }),
          })),
          ...kycDateIssues(body, calendarDay(new Date())).map((issue) => ({ path: issue.path, type: issue.rule, message: t(`customers.rules.${issue.rule}`) })),
        ],
      ),
    [customerType, t],
  );
  const form = useForm<KycFormValues>({ resolver, defaultValues: defaults, mode: 'onBlur', reValidateMode: 'onBlur' });
  const draft = useDraft(`kyc.${customer.id}`, form, step, setStep, defaults);

  const submit = useSingleSubmit(
    form.handleSubmit(async (values) => {
      try {
        await save.mutateAsync(toKycBody(values, customerType));
        // The leave guard is off before navigating away.
        flushSync(() => setDone(true));
        draft.clear();
        notify({ message: t('customers.kyc.saved', { name: customerName(customer) }), topic: `kyc:${customer.id}` });
        navigate(paths.customer(customer.id));
      } catch (error) {
        // Named errors go to their fields and step; a reason-less answer or an outage to the top (useFormFailure).
        const result = formFailure(form, error, { summary: t('customers.kyc.failed'), topic: `kyc:${customer.id}`, stepOf: (f) => stepOfField(steps, f) });
        if (result.firstStep !== undefined) setStep(result.firstStep);
        if (result.fields[0]) setFocusPath({ path: result.fields[0] });
      }
    }),
  );

  return (
    <FormMethodsProvider form={form}>
      <LeaveGuard done={done} draftSaved={!draft.notSaving} />
      <Wizard
        form={form}
        ariaLabel={t('customers.kyc.title')}
        steps={steps.map((s) => ({ ...s, label: t(`customers.kyc.steps.${s.id}`), content: s.id === 'review' ? review : CONTENT[s.id] }))}
        step={step}
        onStep={setStep}
        onSubmit={submit}
        submitLabel={t('customers.kyc.submit')}
        focusPath={focusPath}
        banner={
          <>
            <DraftBanner restoredAt={draft.restoredAt} notSaving={draft.notSaving} onDiscard={draft.discard} />
            <FormRootError />
          </>
        }
      />
    </FormMethodsProvider>
  );
}

export function KycPage() {
  const { t } = useTranslation();
  useFormCodeOnFirstInput();
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  const name = customer.data ? customerName(customer.data.customer) : null;
  return (
    <>
      {/* The heading paints at once; the customer's name joins it when the record is in (its line is held meanwhile). */}
      <PageHeader title={t('customers.kyc.title')} subtitle={customer.isPending ? <Skeleton width="12em" aria-hidden /> : name} />
      {/* A failed reload of the customer keeps the form (and what was typed) on screen. */}
      <QueryStates query={customer} keepDataOnError notFound={<CustomerNotFound />}>
        {(details) => (
          <>
            {/* Drawn with the heading: on a phone this note is the largest text, and the form takes a while longer. */}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {details.latestKyc ? t('customers.kyc.prefilledFromKyc') : t('customers.kyc.prefilledFromCustomer')} {t('customers.form.requiredNote')}
            </Typography>
            {/* The form follows in a render of its own. */}
            <DrawnAfter>
              <KycForm details={details} />
            </DrawnAfter>
          </>
        )}
      </QueryStates>
    </>
  );
}
