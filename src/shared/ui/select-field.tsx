import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectFieldOption[];
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** The element the outlined input renders: a <select> instead of an <input>. */
const NativeSelectElement = forwardRef<HTMLSelectElement, InputBaseComponentProps>(function NativeSelectElement(props, ref) {
  return <select ref={ref} {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
});

/** The browser's select drawn without its own arrow, inside the outlined input, as NativeSelect draws it. */
const selectSx: SxProps<Theme> = (theme) => ({
  '& select': {
    appearance: 'none',
    cursor: 'pointer',
    pr: 4,
    // The option list the browser opens follows the theme's paper (dark mode too).
    '& option': { backgroundColor: theme.palette.background.paper },
  },
});

/**
 * A choice on a list page (search in, project filter, rows per page): the browser's own select, outlined like a
 * TextField. TextField's `select` brings Select with Menu, Popover and Modal (~20 KB compressed with TablePagination's
 * Tooltip) to pages that need none of it, and NativeSelect its standard Input besides the outlined one (~2 KB more);
 * the outlined input the search field already uses draws this one. A native select is also what keyboards and phones
 * handle best.
 */
export function SelectField({ label, value, options, onChange, size, sx }: SelectFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        notched
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputComponent={NativeSelectElement}
        inputProps={{
          children: options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }}
        endAdornment={<ArrowDropDownIcon sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: 'action.active' }} />}
        sx={selectSx}
      />
    </FormControl>
  );
}
