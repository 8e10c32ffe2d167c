import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useFormState, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { keepFocusOnPress } from '../../../shared/lib/keep-focus';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PendingButton } from '../../../shared/ui/submit-button';
import { useWrappingStepper } from '../../../shared/ui/wrapping-stepper';
import { hasFieldError } from '../../../shared/ui/form-error-alert';
import { errorPaths, firstError, type StepFields } from '../lib/form-steps';
import { isImplicitSubmit } from '../lib/implicit-submit';
import { markBadDates as markBadDatesOf } from '../lib/bad-date-inputs';

/** What can hold a value the user is asked to correct. */
const FIELD = 'input, textarea, select, [role="combobox"], [contenteditable="true"]';

/** Of `paths`, the one whose field comes first on the page (null when none of them has a field drawn). */
function firstOnPage(root: HTMLElement | null, paths: readonly string[]): string | null {
  const wanted = new Set(paths);
  for (const element of root?.querySelectorAll('[name]') ?? []) {
    const name = element.getAttribute('name');
    if (name !== null && wanted.has(name)) return name;
  }
  return null;
}

/** A section of the form with every section open: not rendered until it comes near the viewport. */
const SKIPPED_OFF_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' } as const;

export interface WizardStep extends StepFields {
  label: string;
  content: ReactNode;
}

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  steps: WizardStep[];
  step: number;
  onStep: (step: number) => void;
  /** Called with the form's valid values on the last step. */
  onSubmit: (event?: FormEvent) => void;
  submitLabel: string;
  /** A path to focus once its step is shown (set after server errors). */
  focusPath?: { path: string } | null;
  /** Shown above the steps: restored-draft notice, server errors. */
  banner?: ReactNode;
  ariaLabel: string;
}

/**
 * A multi-step form: a step is drawn when it is first shown and stays mounted from then on (values and registrations
 * survive), only the current one is visible unless "show all sections" is on. The page opens drawing one step, not
 * the whole form (the KYC form's hundreds of fields took most of its first second on a phone). "Next" validates the
 * step being left and focuses its first error.
 */
export function Wizard<V extends FieldValues>({ form, steps, step, onStep, onSubmit, submitLabel, focusPath, banner, ariaLabel }: Props<V>) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const [stepsRow, stepsSx] = useWrappingStepper();
  const { isSubmitting, errors } = useFormState({ control: form.control });
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const root = useRef<HTMLDivElement | null>(null);
  const moved = useRef(false);
  const last = steps.length - 1;
  const current = Math.min(step, last);
  const currentId = steps[current].id;
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set([currentId]));
  // A step shown (or every step, with all sections shown) is drawn from now on.
  const toDraw = showAll ? steps.map((s) => s.id) : [currentId];
  if (toDraw.some((id) => !drawn.has(id))) setDrawn(new Set([...drawn, ...toDraw]));

  // A new step: its heading takes the focus so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (!showAll) headings.current[current]?.focus();
  }, [current, showAll]);

  // Focus a field once its step is visible (two frames: after the step change has been painted); an error on a
  // whole object (the document) has no input, so the step's heading takes the focus instead.
  // Of `candidates` (paths with errors), the one first on the page in `path`'s step (every section shown: in the
  // whole form), as a reader meets them; the order the checks found them in is not the page's.
  const focusLater = (path: string, candidates: readonly string[] = [path]) => {
    const step = firstError(steps, [path])?.step;
    const shown = showAll ? candidates : candidates.filter((p) => firstError(steps, [p])?.step === step);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        form.setFocus((firstOnPage(root.current, shown) ?? path) as never);
        // No field of the form has the focus (the path has no input of its own, or it is not drawn): the heading.
        const active = document.activeElement;
        if (!active || !active.closest('[role="form"]') || !active.matches(FIELD)) {
          if (step !== undefined) headings.current[step]?.focus();
        }
      }),
    );
  };

  useEffect(() => {
    if (focusPath) focusLater(focusPath.path);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per server-error focus request
  }, [focusPath]);

  const go = (next: number) => {
    moved.current = true;
    onStep(next);
  };

  // Date inputs holding text that is no date (their value is '', so the check above passes an optional one): marked on
  // their field, which is not left or sent as if empty.
  const markBadDates = (within: ParentNode | null | undefined) => markBadDatesOf(form.setError, within, t);

  const next = async () => {
    const valid = await form.trigger(steps[current].fields as never);
    const ok = markBadDates(headings.current[current]?.parentElement).length === 0 && valid;
    if (ok) {
      go(current + 1);
      return;
    }
    // The step's first error takes the focus as after a submit (focusLater: once drawn; an error without an input
    // of its own gives the focus to the step's heading). Read live (getFieldState): the render's formState is from
    // before the check.
    const fields = steps[current].fields as string[];
    const found = Object.fromEntries(fields.map((field) => [field, form.getFieldState(field as never).error]));
    const paths = errorPaths(found as FieldErrors<FieldValues>);
    const first = firstError([steps[current]], paths);
    if (first) focusLater(first.path, paths);
  };

  // Invalid values on submit: show the first step with an error and focus its field.
  useEffect(() => {
    if (!form.formState.isSubmitted) return;
    const paths = errorPaths(form.formState.errors);
    const first = firstError(steps, paths);
    if (!first) return;
    if (first.step !== current && !showAll) onStep(first.step);
    focusLater(first.path, paths);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a submit produced errors
  }, [form.formState.submitCount]);

  const stepsWithErrors = new Set(errorPaths(errors).map((p) => firstError(steps, [p])?.step));

  // Enter on an earlier step moves on (validating that step); only the last step, or all sections, submits.
  const advance = (event?: FormEvent) => {
    if (!showAll && current < last) {
      event?.preventDefault();
      void next();
      return;
    }
    const bad = markBadDates(root.current);
    if (bad.length === 0) {
      onSubmit(event);
      return;
    }
    event?.preventDefault();
    const first = firstError(steps, bad);
    if (first && first.step !== current && !showAll) go(first.step);
    focusLater(first?.path ?? bad[0], bad);
  };

  // Enter in a field does what a form's implicit submission did when the whole wizard was one <form>: each step
  // is its own <form> now (see below), so the browser's implicit submission would only reach a step without buttons.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isImplicitSubmit(event)) return;
    event.preventDefault();
    advance();
  };

  return (
    <Box ref={root} role="form" aria-label={ariaLabel} onKeyDown={onKeyDown}>
      <Stack spacing={2}>
        {banner}
        {/* The steps take the whole width (beside the switch, seven of them wrapped on a desktop screen); the switch
            sits under their end. */}
        <Stack spacing={1}>
          <Stepper ref={stepsRow} nonLinear activeStep={showAll ? -1 : current} sx={stepsSx}>
            {steps.map((s, index) => (
              <Step key={s.id} completed={false}>
                <StepButton
                  onClick={() => (index <= current ? go(index) : void next())}
                  disabled={showAll || index > current + 1}
                  optional={stepsWithErrors.has(index) ? <Typography variant="caption" color="error">{t('customers.form.stepHasErrors')}</Typography> : undefined}
                >
                  {s.label}
                </StepButton>
              </Step>
            ))}
          </Stepper>
          <FormControlLabel sx={{ alignSelf: { md: 'flex-end' } }} control={<Switch checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />} label={t('customers.form.showAll')} />
        </Stack>
        {steps.map((s, index) => (
          // One <form> per step: the browser's form tracking (Chrome's autofill agent) reads every field of the form
          // being typed in on each keystroke, which with every section open was the largest cost of typing. With every
          // section open, those off screen skip rendering (content-visibility) until they come near the viewport. Only
          // then: one section shown at a time is on screen anyway, and Chromium's tab crashed when a double-clicked
          // Next swapped a skipped section in and out twice in one frame.
          <Paper
            key={s.id}
            component="form"
            noValidate
            onSubmit={advance}
            variant="outlined"
            sx={{ p: { xs: 2, md: 3 }, display: showAll || index === current ? 'block' : 'none', ...(showAll ? SKIPPED_OFF_SCREEN : null) }}
          >
            <Typography
              variant="h6"
              component="h2"
              tabIndex={-1}
              ref={(el: HTMLHeadingElement | null) => {
                headings.current[index] = el;
              }}
              sx={{ mb: 2, outline: 'none' }}
            >
              {t('customers.form.stepOf', { n: index + 1, total: steps.length, label: s.label })}
            </Typography>
            {showAll || index === current || drawn.has(s.id) ? s.content : null}
          </Paper>
        ))}
        {hasFieldError(errors) && form.formState.isSubmitted ? (
          <Alert severity="error">{t('customers.form.fixErrors')}</Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {!showAll && current > 0 ? (
            // As Next: a press does not take the focus from a field, whose error would move the button and lose the click.
            <Button onMouseDown={keepFocusOnPress} onClick={() => go(current - 1)} disabled={isSubmitting}>
              {t('customers.form.back')}
            </Button>
          ) : null}
          {!showAll && current < last ? (
            // Validates this step only, as Enter in a field does. The field being typed in keeps the focus until the
            // click (keepFocusOnPress: otherwise its error, shown as it is left, moves the button from under the pointer).
            <Button variant="contained" onMouseDown={keepFocusOnPress} onClick={() => advance()}>
              {t('customers.form.next')}
            </Button>
          ) : (
            <PendingButton variant="contained" pending={isSubmitting} onMouseDown={keepFocusOnPress} onClick={() => advance()}>
              {submitLabel}
            </PendingButton>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
