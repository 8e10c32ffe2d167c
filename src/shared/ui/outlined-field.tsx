import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId, type ReactNode, type Ref } from 'react';
import { NativeSelectElement, nativeSelectSx, selectArrow } from './native-select';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'notched' | 'slotProps' | 'children' | 'ref'> {
  label: ReactNode;
  helperText?: ReactNode;
  /** A choice in the browser's own select; its <option>s are the children. */
  select?: boolean;
  children?: ReactNode;
  /** TextField's slots, as Autocomplete's `renderInput` hands them over. */
  slotProps?: {
    input?: Partial<OutlinedInputProps> & { ref?: Ref<unknown> };
    inputLabel?: Partial<InputLabelProps>;
    htmlInput?: InputBaseComponentProps;
  };
}

/**
 * A label too long for its empty field (a German one, or any at 320 px or 400 % zoom) wraps to a second line inside the
 * field instead of ending in "…": MUI keeps a label on one line wherever it sits. Its middle stays where MUI puts a
 * line's (28 px down the 56-px field), so one line sits as before and two are centred in the field; moving up as the
 * field is focused animates as MUI's does. Above the field (shrunk) it is MUI's own.
 */
const WRAPPING_LABEL = {
  '&:not(.MuiInputLabel-shrink)': { whiteSpace: 'normal', lineHeight: 1.2, transform: 'translate(14px, calc(28px - 50%)) scale(1)' },
} as const;

/**
 * A labelled outlined input with its helper text: what a form needs of MUI's TextField, built from its parts.
 * TextField always brings Select with Menu, Popover and Modal (~15 KB compressed) to every page with a field; a choice
 * here is the browser's own select, which keyboards and phones handle best. The helper text describes the input.
 */
export const OutlinedField = forwardRef<HTMLDivElement, OutlinedFieldProps>(function OutlinedField(
  { label, helperText, select, children, slotProps, id, error, required, fullWidth, size, disabled, sx, className, inputProps, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const { ref: inputRootRef, ...inputSlot } = slotProps?.input ?? {};
  const shrink = select ? true : slotProps?.inputLabel?.shrink;
  return (
    <FormControl ref={ref} variant="outlined" error={error} required={required} fullWidth={fullWidth} size={size} disabled={disabled} sx={sx} className={className}>
      <InputLabel sx={size === 'small' ? undefined : WRAPPING_LABEL} {...slotProps?.inputLabel} htmlFor={inputId} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        notched={shrink}
        {...input}
        {...inputSlot}
        ref={inputRootRef as Ref<HTMLDivElement> | undefined}
        inputProps={{ 'aria-describedby': helperId, ...inputProps, ...slotProps?.htmlInput, ...(select ? { children } : null) }}
        {...(select ? { inputComponent: NativeSelectElement, endAdornment: selectArrow, sx: nativeSelectSx } : null)}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
});
