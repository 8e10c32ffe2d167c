import { forwardRef, type TextareaHTMLAttributes } from 'react';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  minRows?: number | string;
  maxRows?: number | string;
}

/**
 * Stands in for MUI's TextareaAutosize in the build (vite.config.ts): a multiline field is the browser's textarea,
 * `minRows` lines high, that the person can resize, instead of one that measures a hidden copy of itself on every
 * keystroke to grow (a forced layout of the page per key in a long form). Its code (~1 KB compressed) sat in the
 * outlined input every page's search field draws, so every page carried it.
 */
const FixedTextarea = forwardRef<HTMLTextAreaElement, Props>(function FixedTextarea({ minRows, maxRows, rows, style, ...props }, ref) {
  return <textarea ref={ref} rows={Number(rows ?? minRows ?? maxRows ?? 1)} style={{ resize: 'vertical', ...style }} {...props} />;
});

export default FixedTextarea;
