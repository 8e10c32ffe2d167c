import type { RefCallback } from 'react';
import { useRowWraps } from '../hooks/use-row-wraps';

/**
 * A horizontal MUI Stepper whose steps wrap onto more rows (phones, 200–400 % zoom, a desktop with seven long steps).
 * MUI widens each StepButton's press area by 24 px above and below and 16 px beside (negative margin, padding); on
 * wrapped rows a step's area lay over the step above and beside it, so a press on "Identity" opened "Terms", and the
 * focus ring of one step covered its neighbours. Each press area stays 4 px around its own step here, inside the 8 px
 * between rows and steps.
 */
const WRAPPING_STEPPER_SX = { flexWrap: 'wrap', rowGap: 1, '& .MuiStepButton-root': { m: -0.5, p: 0.5 } } as const;

/**
 * The same once its steps wrap: the lines between steps go, the steps keep a gap and line up from the start of each
 * row. A line stretched across a wrapped row, or began a row before its first step, and read as a step of its own.
 */
const WRAPPED_STEPPER_SX = {
  ...WRAPPING_STEPPER_SX,
  // 8 px between steps and 4 px inside each: no wider than the unwrapped row's 16 px a step, so a row that fits
  // unwrapped is never held wrapped after a resize or a change of language.
  columnGap: 1,
  '& .MuiStepConnector-root': { display: 'none' },
  // Each step as wide as its label (a step with a line before it grows to fill its row otherwise), each row's first
  // starting where the row does (room for its press area only).
  '& .MuiStep-root': { flex: '0 0 auto', px: 0.5 },
} as const;

/** For a horizontal Stepper that may wrap: its ref and its sx, which follow whether its steps wrap (useRowWraps). */
export function useWrappingStepper(): [RefCallback<HTMLDivElement>, typeof WRAPPING_STEPPER_SX | typeof WRAPPED_STEPPER_SX] {
  const [ref, wraps] = useRowWraps<HTMLDivElement>();
  return [ref, wraps ? WRAPPED_STEPPER_SX : WRAPPING_STEPPER_SX];
}
