import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { memo, Suspense, useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Controller, get, useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { badDateError } from '../lib/bad-date-inputs';
import { countryLabel, countryOption } from '../../../shared/countries/country-codes';
import { preloadableLazy } from '../../../shared/lib/preloadable-lazy';
import { ErrorBoundary } from '../../../shared/ui/error-boundary';
import { OutlinedField } from '../../../shared/ui/outlined-field';
import { inBackground } from '../../../shared/lib/in-background';
import { codePointLength } from '../../../shared/lib/code-point-length';
import { afterPointerRelease } from '../../../shared/lib/after-pointer-release';

function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message;
}

interface TextInputProps {
  name: string;
  label: string;
  /** The contract's limit: shown as a running count, checked on leaving the field. */
  max?: number;
  /** The text as it is sent and checked, where that differs from what is typed (an IBAN without its spaces). */
  countAs?: (value: string) => string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'number';
  help?: string;
  multiline?: boolean;
  autoComplete?: string;
  /**
   * Values the field is usually given, offered by the browser as it is typed in (a datalist: any other text is taken
   * too), each with what it means; a value that is one of them is explained under the field.
   */
  suggestions?: readonly { value: string; label: string }[];
}

/** What the code typed means, under the field, while it is one of the suggestions; otherwise the field's help. */
function SuggestionMeaning({ name, suggestions, fallback }: { name: string; suggestions: readonly { value: string; label: string }[]; fallback: ReactNode }) {
  const value: unknown = useWatch({ name });
  const { t } = useTranslation();
  const known = suggestions.find((suggestion) => suggestion.value === value);
  return known ? t('customers.form.codeMeans', { code: known.value, meaning: known.label }) : fallback;
}

function Counter({ name, max, countAs }: { name: string; max: number; countAs?: (value: string) => string }) {
  const value: unknown = useWatch({ name });
  // Counted as the contract's check and the service count (code points), of what is sent, so the count shown is the
  // one checked.
  const n = typeof value === 'string' ? codePointLength(countAs ? countAs(value) : value) : 0;
  return (
    <span style={{ float: 'right', marginLeft: 8, fontWeight: n > max ? 700 : undefined }} aria-hidden>
      {n}/{max}
    </span>
  );
}

/**
 * A field's error in the place of its help, in one grid cell with the help kept there unseen: the error takes at least
 * the room the help took. A field that turns red as the focus leaves it (validated on blur, which a press on a button
 * below causes) would otherwise shrink its two-line help to a one-line error and move the button between the press and
 * its release: the click was lost. The unseen help is neither shown nor read out.
 */
function ErrorInPlaceOfHelp({ error, help }: { error: string; help: string }) {
  return (
    <span style={{ display: 'inline-grid' }}>
      <span style={{ gridArea: '1 / 1' }}>{error}</span>
      <span aria-hidden="true" style={{ gridArea: '1 / 1', visibility: 'hidden' }}>
        {help}
      </span>
    </span>
  );
}

/**
 * The value a registered (uncontrolled) field starts with, for its input's defaultValue: MUI's FormControl then knows
 * the field is filled as it first renders. Without it, every field the form prefills (KYC from the customer record, a
 * restored draft) finds out in a layout effect and renders once more, synchronously, as the page mounts.
 */
function useStartingValue(name: string): string | number | undefined {
  const { getValues } = useFormContext();
  const [value] = useState<unknown>(() => getValues(name));
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** A text field registered with the form; with `max`, a visible character count (only this field re-renders on typing). */
export const TextInput = memo(function TextInput({ name, label, max, countAs, required, type = 'text', help, multiline, autoComplete, suggestions }: TextInputProps) {
  const { register } = useFormContext();
  const { ref, ...registration } = register(name);
  const error = useFieldError(name);
  const { t } = useTranslation();
  const startingValue = useStartingValue(name);
  const listId = `${useId()}-suggestions`;
  const field = (
    <OutlinedField
      label={label}
      required={required}
      type={type}
      defaultValue={startingValue}
      multiline={multiline}
      // A fixed height: an auto-growing textarea measures its layout on every keystroke, which is slow in a long form.
      // MUI's multiline input is its autosizing textarea even with fixed rows (it measures a hidden copy per change,
      // forcing a layout of the page); a plain textarea with rows keeps the same look without that.
      rows={multiline ? 4 : undefined}
      inputComponent={multiline ? 'textarea' : undefined}
      autoComplete={autoComplete ?? 'off'}
      fullWidth
      {...registration}
      // Checked once the press that took the focus away has clicked (its error would move what it pressed), unless
      // that click removed the field (a row's Remove).
      onBlur={(event: FocusEvent<HTMLInputElement>) => afterPointerRelease(() => void registration.onBlur(event), event.target)}
      inputRef={ref}
      error={Boolean(error)}
      inputProps={suggestions ? { list: listId } : undefined}
      helperText={
        <>
          {max ? <Counter name={name} max={max} countAs={countAs} /> : null}
          {error && help ? (
            <ErrorInPlaceOfHelp error={error} help={help} />
          ) : (
            (error ??
            (suggestions ? <SuggestionMeaning name={name} suggestions={suggestions} fallback={help ?? ' '} /> : (help ?? (max ? t('customers.form.maxChars', { max }) : ' '))))
          )}
        </>
      }
    />
  );
  return suggestions ? (
    <>
      {field}
      <datalist id={listId}>
        {suggestions.map(({ value, label: meaning }) => (
          <option key={value} value={value}>
            {meaning}
          </option>
        ))}
      </datalist>
    </>
  ) : (
    field
  );
});

/** A date (YYYY-MM-DD) in the browser's date input. */
export const DateInput = memo(function DateInput({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { register, setError } = useFormContext();
  const { ref, ...registration } = register(name);
  const error = useFieldError(name);
  const { t } = useTranslation();
  const startingValue = useStartingValue(name);
  // Text that is no date (31.02.) reaches the form as '': said as it is left, in place of "Required" or of nothing.
  const onBlur = (event: FocusEvent<HTMLInputElement>) =>
    // Checked once the press that took the focus away has clicked (its error would move what it pressed), unless that
    // click removed the field.
    afterPointerRelease(async () => {
      await registration.onBlur(event);
      // Under the name it has now: a row removed above it renames it.
      if (event.target.validity.badInput) setError(event.target.name, badDateError(t));
    }, event.target);
  return (
    <OutlinedField
      label={label}
      type="date"
      required={required}
      fullWidth
      defaultValue={startingValue}
      {...registration}
      onBlur={onBlur}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
});

/**
 * A choice among a contract enum's values, in the browser's own select. The form keeps the option's own value (a
 * number stays a number); no value (not chosen yet) shows as a blank first choice, and a value the service holds that
 * is none of the options (the interface leaves document types, gender codes and roles open) as itself, chosen: what
 * is shown is what is sent.
 */
export const SelectInput = memo(function SelectInput({ name, label, options, required }: { name: string; label: string; options: readonly { value: string | number; label: string }[]; required?: boolean }) {
  const { control } = useFormContext();
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = options.find((o) => o.value === field.value);
        const held = field.value;
        const other = !chosen && (typeof held === 'number' || (typeof held === 'string' && held !== '')) ? held : null;
        return (
          <OutlinedField
            select
            label={label}
            required={required}
            fullWidth
            value={chosen ? String(chosen.value) : other !== null ? String(other) : ''}
            onChange={(e) => field.onChange(options.find((o) => String(o.value) === e.target.value)?.value ?? (other !== null && String(other) === e.target.value ? other : ''))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
          >
            {chosen ? null : <option value="">{t('common.none')}</option>}
            {other !== null ? <option value={String(other)}>{String(other)}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </OutlinedField>
        );
      }}
    />
  );
});

interface CountryProps {
  name: string;
  label: string;
  required?: boolean;
}

const countryAutocomplete = preloadableLazy(() => import('./country-autocomplete'), (m) => m.CountryAutocomplete);
const CountryAutocomplete = countryAutocomplete.Component;
/** Asks for the country picker's code early (the user's first input on a form page). */
export const preloadCountryInput = () => inBackground(countryAutocomplete.preload);

/**
 * An ISO 3166-1 alpha-2 country, searchable by its name in the user's language or by its code. Until the picker's
 * code is there, the field shows the chosen country read-only in the same place; if it cannot be downloaded (the
 * service is out of reach), it says so on the field and keeps the value.
 */
export const CountryInput = memo(function CountryInput(props: CountryProps) {
  const { t } = useTranslation();
  // Whether the stand-in had the keyboard focus as the picker replaced it: the picker then takes it. This field's
  // own, so nothing another field or an earlier visit left behind can move the focus.
  const hadFocus = useRef(false);
  const takeFocus = () => {
    const had = hadFocus.current;
    hadFocus.current = false;
    return had;
  };
  return (
    <ErrorBoundary fallback={() => <CountryPlaceholder {...props} help={t('customers.form.countriesNotLoaded')} />}>
      <Suspense fallback={<CountryPlaceholder {...props} hadFocus={hadFocus} />}>
        <CountryAutocomplete {...props} takeFocus={takeFocus} />
      </Suspense>
    </ErrorBoundary>
  );
});

function CountryPlaceholder({ name, label, required, help, hadFocus }: CountryProps & { help?: string; hadFocus?: { current: boolean } }) {
  const { i18n } = useTranslation();
  // Bound to the form like the picker: its error shows here and a failed submit can focus it.
  const { field, fieldState } = useController({ name });
  const input = useRef<HTMLInputElement | null>(null);
  // Runs as the picker replaces the stand-in, while its input is still in the page.
  useLayoutEffect(
    () => () => {
      if (hadFocus) hadFocus.current = input.current !== null && input.current === document.activeElement;
    },
    [hadFocus],
  );
  const code: unknown = field.value;
  const country = typeof code === 'string' && code ? countryOption(code, i18n.language) : undefined;
  return (
    <OutlinedField
      label={label}
      required={required}
      fullWidth
      readOnly
      name={field.name}
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element;
        field.ref(element);
      }}
      value={country ? countryLabel(country) : typeof code === 'string' ? code : ''}
      error={Boolean(help ?? fieldState.error)}
      helperText={help ?? fieldState.error?.message ?? ' '}
    />
  );
}

/**
 * A declaration or flag, with its one-line explanation. The explanation, or the error in its place, is the checkbox's
 * description (read out with it), and an error marks the checkbox invalid, as the text fields do.
 */
export const CheckInput = memo(function CheckInput({ name, label, help }: { name: string; label: string; help?: string }) {
  const { control } = useFormContext();
  const helperId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const helper = fieldState.error?.message ?? help;
        return (
          <FormControl error={Boolean(fieldState.error)}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': helper ? helperId : undefined, 'aria-invalid': fieldState.error ? true : undefined } }}
                />
              }
              label={label}
            />
            {helper ? (
              <FormHelperText id={helperId} sx={{ mt: -0.5, ml: 4 }}>
                {helper}
              </FormHelperText>
            ) : null}
          </FormControl>
        );
      }}
    />
  );
});

/** An error on an object as a whole (the document, the company), shown where that object's fields start. */
export function ObjectError({ name }: { name: string }) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  if (!error || typeof error.message !== 'string') return null;
  return (
    <FormHelperText error role="alert" sx={{ fontSize: 14 }}>
      {error.message}
    </FormHelperText>
  );
}
