import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  sx?: SxProps<Theme>;
}

/**
 * The search box of list pages: looks like an outlined TextField with a search icon, built from its parts
 * because TextField always brings Select (with Menu, Popover and Modal), ~10 KB compressed that a list page
 * does not use before its first paint.
 */
export function SearchField({ label, value, onChange, maxLength, sx }: SearchFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={maxLength ? { maxLength } : undefined}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
