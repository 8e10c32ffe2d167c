import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

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
 * Tooltip) to pages that need none of it; a native select is also what keyboards and phones handle best.
 */
export function SelectField({ label, value, options, onChange, size, sx }: SelectFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} input={<OutlinedInput notched label={label} />}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
