/**
 * Stands in for MUI's TouchRipple in the build (vite.config.ts): the theme turns the ripple off on every button
 * (src/shared/theme/theme.ts, which draws a focus ring instead), so its code would only be carried, never run.
 */
export default function NoTouchRipple(): null {
  return null;
}
