import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useEffect, useMemo, useRef, useState } from 'react';
import { get, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { FormMethodsProvider } from '../../../shared/ui/form-methods-provider';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useActiveProfile } from '../../../shared/environment';
import { useSingleSubmit } from '../../../shared/hooks/use-single-submit';
import { paths } from '../../../shared/lib/paths';
import { useNotify } from '../../../shared/ui/notifications';
import { useSubmitFeedbackCodeOnFirstInput } from '../../../shared/ui/submit-feedback-code';
import { useOnFirstInput } from '../../../shared/hooks/use-on-first-input';
import { keepFocusOnPress } from '../../../shared/lib/keep-focus';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';
import { DrawnAfter } from '../../../shared/ui/drawn-after';
import { focusPageHeadingIfLost, PageHeader } from '../../../shared/ui/page-header';
import { FormErrorAlert, hasFieldError } from '../../../shared/ui/form-error-alert';
import { PendingButton } from '../../../shared/ui/submit-button';
import { useWrappingStepper } from '../../../shared/ui/wrapping-stepper';
import { useFormFailure } from '../../../shared/ui/use-form-failure';
import { useInitializeAsset } from '../api/use-initialize-asset';
import { IdentityStep } from '../components/wizard/identity-step';
import { ReviewStep } from '../components/wizard/review-step';
import { SupplyStep } from '../components/wizard/supply-step';
import { TermsStep } from '../components/wizard/terms-step';
import { useAssetConfirm } from '../hooks/use-asset-confirm';
import { useLeaveGuard } from '../../../shared/hooks/use-leave-guard';
import { clearDraft, loadDraft, saveDraft } from '../lib/asset-draft';
import type { AssetFormOutput } from '../lib/asset-form-schema';
import { emptyAssetForm, type AssetFormValues } from '../lib/asset-form-values';
import { loadAssetFormSchema } from '../lib/load-asset-form-schema';
import { toInitializeBody } from '../lib/to-initialize-body';
import { REVIEW_STEP, WIZARD_FIELDS, WIZARD_STEPS, fieldsOfStep, stepOfField } from '../lib/wizard-steps';
import { inBackground } from '../../../shared/lib/in-background';

/** The wizard's initialize outcome, failed or done: each new one replaces the one before. */
const INITIALIZE_TOPIC = 'asset-wizard:initialize';

type Output = AssetFormOutput;

// The wizard draws without its validation code and the asset page (with its finalize dialog) it goes on to after
// Initialize; both download as the user first acts on the page.
const resolver = lazyResolver(async () => (await loadAssetFormSchema()).assetFormResolver);
const preloadActionCode = () => {
  inBackground(loadAssetFormSchema);
  inBackground(() => import('./asset-page'));
  inBackground(() => import('../components/finalize-dialog'));
};
type Field = FieldPath<AssetFormValues>;

/** The first field (in step order) that has an error. */
function firstErrorField(errors: FieldErrors<AssetFormValues>): Field | undefined {
  return WIZARD_FIELDS.find((f) => errors[f as keyof AssetFormValues]);
}

const assetLabelOf = (v: Pick<AssetFormValues, 'name' | 'unitName' | 'isin'>) =>
  [v.name.trim(), v.unitName.trim() ? `(${v.unitName.trim()})` : ''].filter(Boolean).join(' ') || v.isin;

/** Issue an asset: identity, supply and controls, terms, review, then Initialize and Finalize. */
export function AssetWizardPage() {
  const { t } = useTranslation();
  useSubmitFeedbackCodeOnFirstInput();
  useOnFirstInput(preloadActionCode);
  const navigate = useNavigate();
  const notify = useNotify();
  const formFailure = useFormFailure();
  const confirm = useAssetConfirm();
  const { institutionId } = useActiveProfile();
  const [params] = useSearchParams();
  const presetProject = params.get('projectId') ?? '';
  const draft = useMemo(() => loadDraft(institutionId), [institutionId]);
  const [restored, setRestored] = useState(Boolean(draft));
  const [step, setStep] = useState(() => Math.min(Math.max(draft?.step ?? 0, 0), REVIEW_STEP));
  const [stepsRow, stepsSx] = useWrappingStepper();
  // After Initialize: the new asset, its id null when neither the answer nor a look-up by its unit name gave it.
  const [initialized, setInitialized] = useState<{ id: string | null; label: string } | null>(null);
  const initialize = useInitializeAsset();

  const form = useForm<AssetFormValues, unknown, Output>({
    resolver,
    // Started from a project's page, the wizard is for that project, also when it continues a draft.
    defaultValues: draft ? { ...draft.values, projectId: presetProject || draft.values.projectId } : emptyAssetForm(presetProject),
    mode: 'onTouched',
  });
  const { formState } = form;

  // Every change is kept in this tab's sessionStorage at once: a reload or a dropped connection loses nothing.
  useEffect(() => {
    if (initialized) return;
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(institutionId, values, step) });
  }, [form, institutionId, step, initialized]);
  useEffect(() => {
    if (!initialized && (formState.isDirty || restored)) saveDraft(institutionId, form.getValues(), step);
  }, [step, institutionId, form, formState.isDirty, restored, initialized]);

  useLeaveGuard(!initialized && (formState.isDirty || restored), {
    title: t('assets.wizard.leaveTitle'),
    message: t('assets.wizard.leaveMessage'),
    confirmLabel: t('assets.wizard.leave'),
  });

  // Initialized: on to the asset's page, in place of the wizard's (Back leads to where the wizard was started from),
  // where its finalize dialog opens. A reload or a lost connection from then on finds the asset, waiting to be
  // finalized, rather than an empty wizard. Created but where is unknown: the assets list shows it. Navigated from an
  // effect declared after the leave guard, so the guard has been told the wizard is done and does not ask.
  useEffect(() => {
    if (!initialized) return;
    if (initialized.id === null) navigate(paths.assets);
    else navigate(paths.asset(initialized.id), { replace: true, state: { finalize: true } });
  }, [initialized, navigate]);

  // A step shown without a field to attend to: its heading takes the focus, so keyboard and screen-reader users start
  // at its top. The Next (or Back) pressed stayed focused at the bottom of the new step, out of view, and Tab left
  // the form (QA at 390 px); Back onto the first step, disabled there, dropped the focus to the page.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const [headingFocusRequest, setHeadingFocusRequest] = useState(0);
  useEffect(() => {
    if (headingFocusRequest) stepHeading.current?.focus();
  }, [headingFocusRequest]);

  const goTo = (next: number, focus?: Field) => {
    setStep(next);
    window.scrollTo?.({ top: 0 });
    // Once the step's fields have mounted, the cursor goes to the field that needs attention.
    if (focus) window.setTimeout(() => form.setFocus(focus), 50);
    else if (next !== step) setHeadingFocusRequest((n) => n + 1);
  };

  const next = async () => {
    const fields = fieldsOfStep(step);
    if (await form.trigger(fields, { shouldFocus: true })) goTo(step + 1);
  };

  // reset() announces the values it sets to the draft subscription above, which writes them straight back: the draft
  // is cleared after the reset, or a discarded (or initialized) draft comes back as "restored" on the next visit.
  const resetAndForgetDraft = (values: AssetFormValues) => {
    form.reset(values);
    clearDraft(institutionId);
    setRestored(false);
  };

  const discard = () => {
    resetAndForgetDraft(emptyAssetForm(presetProject));
    goTo(0);
    notify({ message: t('assets.wizard.discarded') });
    // The banner's Discard button, which had the focus, is gone.
    focusPageHeadingIfLost();
  };

  const onInvalid = (errors: FieldErrors<AssetFormValues>) => {
    const field = firstErrorField(errors);
    const target = field ? stepOfField(field) : undefined;
    if (target !== undefined) goTo(target, field);
  };

  const submit = useSingleSubmit(
    form.handleSubmit(async (values) => {
      const label = assetLabelOf(values);
      if (!(await confirm('initialize', label))) return;
      try {
        const created = await initialize.mutateAsync(toInitializeBody(values));
        resetAndForgetDraft(values);
        setInitialized({ id: created.id, label });
        const message = created.byEarlierAttempt ? 'assets.wizard.initializedEarlier' : created.id ? 'assets.wizard.initialized' : 'assets.wizard.initializedWithoutId';
        // On the failure's topic: a retry that succeeds (an earlier attempt's asset found) replaces "could not be
        // initialized" at once instead of queueing behind it.
        notify({ message: t(message, { asset: label }), topic: INITIALIZE_TOPIC });
      } catch (error) {
        // Named errors go to their fields and step; a reason-less answer (the real service's 400 without a body) or
        // an outage to the top of the form (useFormFailure). What was typed stays.
        const applied = formFailure(form, error, {
          summary: t('assets.wizard.initializeFailed'),
          topic: INITIALIZE_TOPIC,
          refusedHint: t('assets.wizard.refusedHint'),
          stepOf: stepOfField,
          knownFields: WIZARD_FIELDS,
          messages: { 'Conflict:unitName': t('assets.wizard.unitNameTaken') },
        });
        if (applied.firstStep !== undefined) goTo(applied.firstStep, applied.fields.find((f) => stepOfField(f) === applied.firstStep));
      }
    }, onInvalid),
  );

  const stepErrors = (index: number) => WIZARD_STEPS[index].fields.some((f) => formState.errors[f as keyof AssetFormValues]);

  // The steps behind the current one that the user has been on and whose fields pass their checks, looked at (without
  // marking any field) as the step changes: the stepper ticks only these, so a step jumped over (the review reached
  // from the first step) is not shown as done. A restored draft's steps before its own count as seen. The first step
  // has none behind it, and its page loads without the checks' code.
  // Bookkeeping, not something shown: a ref (the first render's value is the one kept).
  const seenSteps = useRef(new Set(WIZARD_STEPS.slice(0, draft ? step : 0).map((_, index) => index)));
  const [passedSteps, setPassedSteps] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    let current = true;
    seenSteps.current.add(step);
    const behind = WIZARD_STEPS.slice(0, step)
      .map((_, index) => index)
      .filter((index) => seenSteps.current.has(index));
    const passed =
      behind.length === 0
        ? Promise.resolve(new Set<number>())
        : Promise.resolve(resolver(form.getValues(), undefined, { fields: {}, shouldUseNativeValidation: false })).then(({ errors }) =>
            // Checks that could not run (their code out of reach) pass nothing.
            errors.root ? new Set<number>() : new Set(behind.filter((index) => fieldsOfStep(index).every((field) => !get(errors, field)))),
          );
    void passed.then((steps) => {
      if (current) setPassedSteps(steps);
    });
    return () => {
      current = false;
    };
  }, [step, form]);

  return (
    <>
      <PageHeader title={t('assets.wizard.title')} subtitle={t('assets.wizard.subtitle')} />
      {restored ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={discard}>
              {t('assets.wizard.discard')}
            </Button>
          }
        >
          {t('assets.wizard.restored')}
        </Alert>
      ) : null}
      {/* The heading paints first; the stepper and the form follow in a render of their own. */}
      <DrawnAfter>
        <Stepper ref={stepsRow} nonLinear activeStep={step} sx={{ ...stepsSx, mb: 3 }} aria-label={t('assets.wizard.stepsLabel')}>
          {WIZARD_STEPS.map((s, index) => (
            <Step key={s.id} completed={index < step && passedSteps.has(index) && !stepErrors(index)}>
              <StepButton
                onClick={() => goTo(index)}
                aria-current={index === step ? 'step' : undefined}
                optional={stepErrors(index) ? <Box component="span" sx={{ color: 'error.main', fontSize: 12 }}>{t('assets.wizard.stepHasErrors')}</Box> : undefined}
              >
                {t(`assets.wizard.steps.${s.id}`)}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        <FormMethodsProvider form={form}>
          <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="wizard-step-heading">
            <Box component="h2" id="wizard-step-heading" ref={stepHeading} tabIndex={-1} sx={{ typography: 'h6', mt: 0, mb: 2, outline: 'none' }}>
              {t(`assets.wizard.steps.${WIZARD_STEPS[step].id}`)}
            </Box>
            <FormErrorAlert message={formState.errors.root?.server?.message} fieldHasError={hasFieldError(formState.errors)} sx={{ mb: 2 }} />
            {step === 0 ? <IdentityStep /> : null}
            {step === 1 ? <SupplyStep /> : null}
            {step === 2 ? <TermsStep /> : null}
            {step === REVIEW_STEP ? <ReviewStep goTo={(s) => goTo(s)} /> : null}
            <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
              <Button onClick={() => goTo(step - 1)} disabled={step === 0 || formState.isSubmitting}>
                {t('assets.wizard.back')}
              </Button>
              {step < REVIEW_STEP ? (
                <Button variant="contained" onMouseDown={keepFocusOnPress} onClick={() => void next()}>
                  {t('assets.wizard.next')}
                </Button>
              ) : (
                <PendingButton type="submit" variant="contained" onMouseDown={keepFocusOnPress} pending={formState.isSubmitting} disabled={Boolean(initialized)}>
                  {t('assets.actions.initialize')}
                </PendingButton>
              )}
            </Stack>
          </Paper>
        </FormMethodsProvider>
      </DrawnAfter>
    </>
  );
}
