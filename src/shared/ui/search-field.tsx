import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useEchoedText } from '../hooks/use-echoed-text';
import { takeCodePoints } from '../lib/code-point-length';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The service's limit, in code points as it counts them (the text is clipped there, as an HTML maxLength would). */
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
  // The value may come from the URL, which a keystroke changes only in a later render: typing stays in the box.
  const [shown, change] = useEchoedText(value, onChange);
  return (
    <FormControl variant="outlined" sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={shown}
        onChange={(event) => change(maxLength ? takeCodePoints(event.target.value, maxLength) : event.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
