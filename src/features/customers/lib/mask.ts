/** "DE89370400440532013000" -> "•••• 3000": only the last four characters stay readable. */
export function maskTail(value: string | null | undefined, visible = 4): string {
  const text = (value ?? '').replace(/\s+/g, '');
  if (!text) return '';
  if (text.length <= visible) return '•'.repeat(text.length);
  return `•••• ${text.slice(-visible)}`;
}
