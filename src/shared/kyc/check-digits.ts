// Check-digit validators shared by the dashboard (form validation) and the reference service (KYC rules).

/** Letters count as 10..35 (A..Z), digits as themselves: the conversion of ISO 13616 (IBAN) and ISO 17442 (LEI). */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const ch of alphanumeric) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** An IBAN as typed, without spaces and in upper case ("de89 3704…" -> "DE893704…"). */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 7064 MOD 97-10, as both standards compute their check digits (98 minus a remainder of 0..96), only makes
 * 02..98: 00, 01 and 99 are never right, though each passes the mod 97 test where 97, 98 or 02 would.
 */
const madeCheckDigits = (digits: string) => digits !== '00' && digits !== '01' && digits !== '99';

/** ISO 13616: two letters, two check digits (02..98), up to 30 letters/digits; the rearranged number mod 97 is 1. */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return madeCheckDigits(iban.slice(2, 4)) && mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** ISO 17442: 18 letters/digits and two check digits (02..98); the whole code mod 97 is 1. */
export function isValidLei(value: string): boolean {
  const lei = value.trim().toUpperCase();
  if (!/^[A-Z0-9]{18}\d{2}$/.test(lei)) return false;
  return madeCheckDigits(lei.slice(18)) && mod97(lei) === 1;
}
