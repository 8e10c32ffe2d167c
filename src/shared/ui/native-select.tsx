import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { forwardRef, type SelectHTMLAttributes } from 'react';

// The browser's own select inside MUI's outlined input: for list pages' choices (select-field.tsx) and forms'
// (outlined-field.tsx).

/** The element an outlined input renders for a choice: the browser's <select> instead of an <input>. */
export const NativeSelectElement = forwardRef<HTMLSelectElement, InputBaseComponentProps>(function NativeSelectElement(props, ref) {
  return <select ref={ref} {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
});

/** The browser's select drawn without its own arrow, inside the outlined input, as NativeSelect draws it. */
export const nativeSelectSx: SxProps<Theme> = (theme) => ({
  '& select': {
    appearance: 'none',
    cursor: 'pointer',
    pr: 4,
    // The option list the browser opens follows the theme's paper (dark mode too).
    '& option': { backgroundColor: theme.palette.background.paper },
  },
});

export const selectArrow = <ArrowDropDownIcon sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: 'action.active' }} />;

