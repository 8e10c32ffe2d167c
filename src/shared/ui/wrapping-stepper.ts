/**
 * A horizontal MUI Stepper whose steps wrap onto more rows (phones, 200–400 % zoom). MUI widens each StepButton's
 * press area by 24 px above and below and 16 px beside (negative margin, padding); on wrapped rows a step's area lay
 * over the step above and beside it, so a press on "Identity" opened "Terms", and the focus ring of one step covered
 * its neighbours. Each press area stays 4 px around its own step here, inside the 8 px between rows and steps.
 */
export const WRAPPING_STEPPER_SX = { flexWrap: 'wrap', rowGap: 1, '& .MuiStepButton-root': { m: -0.5, p: 0.5 } } as const;
