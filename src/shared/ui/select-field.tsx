import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { NativeSelectElement, nativeSelectSx, selectArrow } from './native-select';

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
        endAdornment={selectArrow}
        sx={nativeSelectSx}
      />
    </FormControl>
  );
}
