import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { takeCodePoints } from '../../../shared/lib/code-point-length';

/**
 * A filter field that edits a draft and applies it on Enter or when focus leaves, so the URL (and history) gets one
 * entry per filter change, not one per keystroke. A new value from the URL (Back, Forward, a shared link) replaces the draft.
 */
export function FilterTextField({
  value,
  onApply,
  maxLength,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onApply: (value: string) => void; /** In code points, as the service counts. */ maxLength?: number }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const apply = () => {
    if (draft.trim() !== value) onApply(draft.trim());
  };
  return (
    <TextField
      {...props}
      value={draft}
      onChange={(e) => setDraft(maxLength ? takeCodePoints(e.target.value, maxLength) : e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
    />
  );
}
