import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import type { TranslationKey } from '../../../../shared/i18n/translator';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { AssetFormValues } from '../../lib/asset-form-values';
import { utf8ByteLength } from '../../../../shared/lib/utf8';
import { codePointLength } from '../../../../shared/lib/code-point-length';
import { afterPointerRelease } from '../../../../shared/lib/after-pointer-release';
import { OutlinedField, type OutlinedFieldProps } from '../../../../shared/ui/outlined-field';

type Name = FieldPath<AssetFormValues>;

/** A field's error as the user reads it: our i18n keys translated, the server's own words as they are. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message?: string) => (message ? t(message as TranslationKey, { defaultValue: message }) : undefined);
}

interface TextProps extends Omit<OutlinedFieldProps, 'name'> {
  name: Name;
  help?: ReactNode;
  /**
   * Counters under the field: characters (of a character limit: code points, as the contract's check and the service
   * count them) and UTF-8 bytes (of a byte limit, what the chain counts).
   */
  maxChars?: number;
  maxBytes?: number;
}

/** A text field bound to the wizard's form, with its error (or help) and character/byte counters. */
export function WizardTextField({ name, help, maxChars, maxBytes, ...props }: TextProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { control } = useFormContext<AssetFormValues>();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  // Counted as sent: every limited text goes without its outer spaces (to-initialize-body.ts).
  const chars = codePointLength(value.trim());
  const bytes = utf8ByteLength(value.trim());
  const counters: string[] = [];
  if (maxChars !== undefined) counters.push(t('assets.wizard.charCount', { count: chars, max: maxChars }));
  if (maxBytes !== undefined) counters.push(t('assets.wizard.byteCount', { count: bytes, max: maxBytes }));
  const over = (maxBytes !== undefined && bytes > maxBytes) || (maxChars !== undefined && chars > maxChars);
  const error = message(fieldState.error?.message);
  return (
    <OutlinedField
      {...props}
      name={field.name}
      value={value}
      onChange={field.onChange}
      // Checked once the press that took the focus away has clicked (its error would move what it pressed), unless that
      // click removed the field (a custom attribute's Remove), as in the customer forms.
      onBlur={(event) => afterPointerRelease(field.onBlur, event.target)}
      inputRef={field.ref}
      error={Boolean(error)}
      fullWidth
      helperText={
        <>
          <span>{error ?? help}</span>
          {counters.length ? (
            <span style={{ float: 'right', fontWeight: over ? 700 : undefined }} aria-live="polite">
              {counters.join(' · ')}
            </span>
          ) : null}
        </>
      }
    />
  );
}

/** A switch bound to a boolean field. */
export function WizardSwitch({ name, label, help }: { name: Name; label: string; help?: ReactNode }) {
  const { control } = useFormContext<AssetFormValues>();
  const { field } = useController({ control, name });
  const helpId = useId();
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref, 'aria-describedby': help ? helpId : undefined } }} />}
        label={label}
      />
      {help ? <FormHelperText id={helpId} sx={{ mt: -0.5, ml: 6 }}>{help}</FormHelperText> : null}
    </div>
  );
}

/** Yes / No with no answer preselected, for booleans the person must decide (the share's par value, voting right). */
export function YesNoField({ name, label, required }: { name: 'parValue' | 'votingRight'; label: string; required?: boolean }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { control } = useFormContext<AssetFormValues>();
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const error = message(fieldState.error?.message);
  return (
    <FormControl error={Boolean(error)} required={required}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
        <FormControlLabel value="yes" control={<Radio slotProps={{ input: { ref: field.ref } }} />} label={t('common.yes')} />
        <FormControlLabel value="no" control={<Radio />} label={t('common.no')} />
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
