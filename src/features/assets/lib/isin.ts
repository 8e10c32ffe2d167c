/** ISO 6166: two letters (country), nine alphanumerics, one check digit. */
const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** The check digit (0-9) for the first eleven characters of an ISIN: letters become 10..35, then Luhn. */
export function isinCheckDigit(body: string): number {
  const digits = [...body.toUpperCase()].map((c) => (c >= '0' && c <= '9' ? c : String(c.charCodeAt(0) - 55))).join('');
  let sum = 0;
  // Luhn from the right: the rightmost digit of the body is doubled (the check digit will sit to its right).
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export type IsinProblem = 'shape' | 'checkDigit';

/** Why an ISIN is not valid, or null when it is (US0378331005 passes, US0378331006 fails on its check digit). */
export function isinProblem(value: string): IsinProblem | null {
  if (!ISIN_SHAPE.test(value)) return 'shape';
  return isinCheckDigit(value.slice(0, 11)) === Number(value[11]) ? null : 'checkDigit';
}

export function isValidIsin(value: string): boolean {
  return isinProblem(value) === null;
}
