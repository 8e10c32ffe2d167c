import { flushSync } from 'react-dom';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CreateCustomerDtoLimits, CustomerCompanyDetailDtoLimits, EmoneyIdDocumentDtoLimits } from '../../../api/contract-limits.gen';
import { FormMethodsProvider } from '../../../shared/ui/form-methods-provider';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSingleSubmit } from '../../../shared/hooks/use-single-submit';
import { paths } from '../../../shared/lib/paths';
import { useNotify } from '../../../shared/ui/notifications';
import { DrawnAfter } from '../../../shared/ui/drawn-after';
import { PageHeader } from '../../../shared/ui/page-header';
import { useFormFailure } from '../../../shared/ui/use-form-failure';
import { createIntentKeys } from '../../../shared/lib/intent-keys';
import { useCreateCustomer } from '../api/use-create-customer';
import { CountryInput, DateInput, SelectInput, TextInput } from '../components/form-fields';
import { Cell, DraftBanner, FieldGrid } from '../components/form-layout';
import { ReviewList } from '../components/review-list';
import { FormRootError, LeaveGuard } from '../components/form-chrome';
import { Wizard } from '../components/wizard';
import { customerRuleIssues, customerSteps, emptyCustomerValues, toCustomerBody, type CustomerFormValues } from '../lib/customer-form';
import { stepOfField } from '../lib/form-steps';
import { useEnumOptions } from '../lib/use-enum-options';
import { useNavigateWhileShown } from '../../../shared/hooks/use-navigate-while-shown';
import { bornInFuture, calendarDay } from '../lib/date-rules';
import { useDraft } from '../lib/use-draft';
import { lazyContractResolver } from '../lib/load-form-validation';
import { useFormCodeOnFirstInput } from '../lib/use-form-code-on-first-input';

const DRAFT_KEY = 'create-customer';
const CREATE_TOPIC = 'customer:create';

function KindStep() {
  const { t } = useTranslation();
  return (
    <Controller
      name="type"
      render={({ field }) => (
        <FormControl>
          <FormLabel id="customer-kind">{t('customers.fields.type')}</FormLabel>
          <RadioGroup aria-labelledby="customer-kind" value={field.value} onChange={(e) => field.onChange(e.target.value)} name={field.name}>
            <FormControlLabel value="NaturalPerson" control={<Radio slotProps={{ input: { ref: field.ref } }} />} label={t('customers.type.NaturalPerson')} />
            <FormControlLabel value="LegalEntity" control={<Radio />} label={t('customers.type.LegalEntity')} />
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

export function CreateCustomerPage() {
  const { t } = useTranslation();
  useFormCodeOnFirstInput();
  // On to the new customer's page, unless the user has left the form meanwhile (the notification says it was created).
  const navigate = useNavigateWhileShown();
  const notify = useNotify();
  const formFailure = useFormFailure();
  const create = useCreateCustomer();
  // One Idempotency-Key per customer as sent: a retry after a lost answer gets the customer it created, not "e-mail taken".
  const keyFor = useMemo(() => createIntentKeys(), []);
  const options = useEnumOptions();
  const defaults = useMemo(() => emptyCustomerValues(), []);
  const [step, setStep] = useState(0);
  const [focusPath, setFocusPath] = useState<{ path: string } | null>(null);
  const [done, setDone] = useState(false);

  const resolver = useMemo(
    () =>
      lazyContractResolver<CustomerFormValues, ReturnType<typeof toCustomerBody>>((v) => v.zCreateCustomerDto, toCustomerBody, (body) => [
        ...customerRuleIssues(body).map((i) => ({ path: i.path, message: t('customers.rules.companyRequired') })),
        ...(bornInFuture(body.birthDate, calendarDay(new Date())) ? [{ path: 'birthDate', message: t('customers.rules.bornInFuture') }] : []),
      ]),
    [t],
  );
  const form = useForm<CustomerFormValues>({ resolver, defaultValues: defaults, mode: 'onBlur', reValidateMode: 'onBlur' });
  const type = useWatch({ control: form.control, name: 'type' });
  const steps = customerSteps(type);
  const draft = useDraft(DRAFT_KEY, form, step, setStep, defaults);

  const submit = useSingleSubmit(
    form.handleSubmit(async (values) => {
      try {
        const body = toCustomerBody(values);
        const id = (await create.mutateAsync({ body, headers: { 'Idempotency-Key': keyFor(body) } })).data;
        // The leave guard is off before navigating away.
        flushSync(() => setDone(true));
        draft.clear();
        // On the failure's topic: an earlier attempt's notice that the customer was not created goes with it (QA).
        notify({ message: t('customers.create.created', { name: `${values.firstname} ${values.lastname}` }), topic: CREATE_TOPIC });
        navigate(paths.customer(id));
      } catch (error) {
        // Named errors go to their fields and step; a reason-less answer or an outage to the top (useFormFailure).
        const result = formFailure(form, error, {
          summary: t('customers.create.failed'),
          topic: CREATE_TOPIC,
          refusedHint: t('customers.create.refusedHint'),
          stepOf: (f) => stepOfField(steps, f),
          messages: { 'Conflict:email': t('customers.create.emailTaken') },
        });
        if (result.firstStep !== undefined) setStep(result.firstStep);
        if (result.fields[0]) setFocusPath({ path: result.fields[0] });
      }
    }),
  );

  const content: Record<string, ReactNode> = {
    kind: <KindStep />,
    person: (
      <FieldGrid>
        <Cell><TextInput name="salutation" label={t('customers.fields.salutation')} max={CreateCustomerDtoLimits.salutation.maxLength} /></Cell>
        <Cell><TextInput name="title" label={t('customers.fields.title')} max={CreateCustomerDtoLimits.title.maxLength} /></Cell>
        <Cell><SelectInput name="gender" label={t('customers.fields.gender')} options={options.gender} /></Cell>
        <Cell><TextInput name="firstname" label={t('customers.fields.firstname')} max={CreateCustomerDtoLimits.firstname.maxLength} required autoComplete="given-name" /></Cell>
        <Cell><TextInput name="lastname" label={t('customers.fields.lastname')} max={CreateCustomerDtoLimits.lastname.maxLength} required autoComplete="family-name" /></Cell>
        <Cell><TextInput name="email" type="email" label={t('customers.fields.email')} max={CreateCustomerDtoLimits.email.maxLength} required help={t('customers.create.emailHelp')} /></Cell>
        <Cell><TextInput name="phoneNumber" type="tel" label={t('customers.fields.phoneNumber')} max={CreateCustomerDtoLimits.phoneNumber.maxLength} /></Cell>
        <Cell><DateInput name="birthDate" label={t('customers.fields.birthDate')} /></Cell>
      </FieldGrid>
    ),
    address: (
      <FieldGrid>
        <Cell><TextInput name="street" label={t('customers.fields.street')} max={CreateCustomerDtoLimits.street.maxLength} /></Cell>
        <Cell><TextInput name="streetNo" label={t('customers.fields.streetNo')} max={CreateCustomerDtoLimits.streetNo.maxLength} /></Cell>
        <Cell><TextInput name="postalCode" label={t('customers.fields.postalCode')} max={CreateCustomerDtoLimits.postalCode.maxLength} /></Cell>
        <Cell><TextInput name="town" label={t('customers.fields.town')} max={CreateCustomerDtoLimits.town.maxLength} /></Cell>
        <Cell><CountryInput name="countryIso" label={t('customers.fields.country')} /></Cell>
        <Cell><CountryInput name="nationalityIso" label={t('customers.fields.nationality')} /></Cell>
      </FieldGrid>
    ),
    company: (
      <FieldGrid>
        <Cell><TextInput name="company.name" label={t('customers.fields.companyName')} max={CustomerCompanyDetailDtoLimits.name.maxLength} required /></Cell>
        <Cell><TextInput name="company.registerNumber" label={t('customers.fields.registerNumber')} max={CustomerCompanyDetailDtoLimits.registerNumber.maxLength} /></Cell>
        <Cell><TextInput name="company.email" type="email" label={t('customers.fields.companyEmail')} max={CustomerCompanyDetailDtoLimits.email.maxLength} /></Cell>
        <Cell wide><TextInput name="company.fullAddress" label={t('customers.fields.companyAddress')} max={CustomerCompanyDetailDtoLimits.fullAddress.maxLength} /></Cell>
      </FieldGrid>
    ),
    custody: (
      <FieldGrid>
        <Cell><SelectInput name="custodyProvider" label={t('customers.fields.custodyProvider')} options={options.custodyProvider} /></Cell>
        <Cell><TextInput name="emoney.profileDocument.number" label={t('customers.fields.emoneyDocumentNumber')} max={EmoneyIdDocumentDtoLimits.number.maxLength} /></Cell>
        <Cell><SelectInput name="emoney.profileDocument.kind" label={t('customers.fields.emoneyDocumentKind')} options={options.documentKind} /></Cell>
      </FieldGrid>
    ),
    review: <ReviewList kind="customer" toBody={toCustomerBody} />,
  };

  return (
    <>
      <PageHeader title={t('customers.create.title')} />
      {/* The heading paints first; the form follows in a render of its own. */}
      <DrawnAfter>
        <FormMethodsProvider form={form}>
          <LeaveGuard done={done} draftSaved={!draft.notSaving} />
          <Wizard
            form={form}
            ariaLabel={t('customers.create.title')}
            steps={steps.map((s) => ({ ...s, label: t(`customers.create.steps.${s.id}`), content: content[s.id] }))}
            step={step}
            onStep={setStep}
            onSubmit={submit}
            submitLabel={t('customers.create.submit')}
            focusPath={focusPath}
            banner={
              <>
                <DraftBanner restoredAt={draft.restoredAt} notSaving={draft.notSaving} onDiscard={draft.discard} />
                <FormRootError />
                <Typography variant="body2" color="text.secondary">{t('customers.form.requiredNote')}</Typography>
              </>
            }
          />
        </FormMethodsProvider>
      </DrawnAfter>
    </>
  );
}
