import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { countryName } from '../../../shared/countries/country-codes';
import { formatCalendarDate } from '../../../shared/lib/format';
import { MaskedValue } from './masked-value';

// Values listed as the forms' review lists them. Without react-hook-form: the customer page lists what was sent to
// the partner with it, and must not load the form libraries to do so.

const MASKED = new Set(['number', 'iban', 'taxId', 'vatId', 'documentNumber', 'additionalNumber']);
// A day: sent as a date (an ID document's issue date) or as a date-time at midnight UTC (a birth date). The day is
// what the form asked for, shown as the customer page shows that day.
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}(T00:00:00(\.0+)?Z)?$/;
const COUNTRY = /^(country|countryIso|countryCodeIso2|nationality|nationalityIso|birthCountry|legalJurisdiction|issueCountry)$/;

interface Row {
  path: string;
  label: string;
  value: ReactNode;
}

interface Words {
  yes: string;
  no: string;
  notGiven: string;
  /** The labels of the company persons' role codes by code (`1` → "Director"), as the role choice shows them. */
  roles?: Readonly<Record<string, string>>;
  /**
   * The labels of the contract's enums by the field that holds them, as the form's choices show them: a field name
   * may hold more than one enum (`gender`: GenderTypes on the customer, the gender code on a partner person; `type`:
   * the kind of customer, a document's type), so each candidate's labels are tried by value. A value none of them
   * knows (the open enums accept any) is shown as sent.
   */
  enums?: Readonly<Record<string, readonly Readonly<Record<string, string>>[]>>;
}

const enumLabel = (groups: readonly Readonly<Record<string, string>>[] | undefined, value: unknown): string | undefined =>
  groups?.map((labels) => (Object.hasOwn(labels, String(value)) ? labels[String(value)] : undefined)).find((label) => label !== undefined);

const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/** Every filled-in value of the form, labelled, with identifiers masked until revealed. */
export function rowsOf(value: unknown, labels: Record<string, string>, language: string, words: Words, path: string[] = [], out: Row[] = []): Row[] {
  if (isBlank(value)) return out;
  const key = path[path.length - 1] ?? '';
  // An attachment's base64 content is not for reading; its file name, subject and category are listed.
  if (key === 'content') return out;
  const label = path.map((p) => (/^\d+$/.test(p) ? `#${Number(p) + 1}` : (labels[p] ?? p))).join(' · ');
  if (Array.isArray(value)) value.forEach((item, i) => rowsOf(item, labels, language, words, [...path, String(i)], out));
  else if (typeof value === 'object') {
    // A row of investment experience may name no kind of investment (the interface allows it): say so, not nothing.
    const shown = path[path.length - 2] === 'investmentExperience' && isBlank((value as { type?: unknown }).type) ? { ...value, type: words.notGiven } : value;
    for (const [k, v] of Object.entries(shown)) rowsOf(v, labels, language, words, [...path, k], out);
  } else if (typeof value === 'boolean') out.push({ path: path.join('.'), label, value: value ? words.yes : words.no });
  else if (key === 'role' && path[path.length - 3] === 'subPersons') {
    // A code the dashboard does not know (the interface does not list them) is shown as sent.
    out.push({ path: path.join('.'), label, value: words.roles?.[String(value)] ?? String(value) });
  } else if (enumLabel(words.enums?.[key], value) !== undefined) out.push({ path: path.join('.'), label, value: enumLabel(words.enums?.[key], value) });
  else if (MASKED.has(key)) out.push({ path: path.join('.'), label, value: <MaskedValue value={String(value)} label={label} /> });
  else if (COUNTRY.test(key)) out.push({ path: path.join('.'), label, value: `${countryName(String(value), language)} (${String(value)})` });
  else if (typeof value === 'string' && CALENDAR_DAY.test(value)) out.push({ path: path.join('.'), label, value: formatCalendarDate(value, language) });
  else out.push({ path: path.join('.'), label, value: String(value) });
  return out;
}

/** Values listed as the review lists them (the customer page lists what was sent to the partner with it). */
export const ReviewRows = memo(function ReviewRows({ values }: { values: unknown }) {
  const { t, i18n } = useTranslation();
  const labels = i18n.group('customers.review.labels') as Record<string, string>;
  const roles = i18n.group('customers.subPersonRole') as Record<string, string>;
  const group = (name: Parameters<typeof i18n.group>[0]) => i18n.group(name) as Record<string, string>;
  const rows = rowsOf(values, labels, i18n.language, {
    yes: t('common.yes'),
    no: t('common.no'),
    notGiven: t('customers.review.notGiven'),
    roles: Object.fromEntries(Object.entries(roles).map(([key, label]) => [key.replace(/^role/, ''), label])),
    enums: {
      type: [group('customers.type'), group('customers.documentType')],
      gender: [group('customers.gender'), group('customers.genderCode')],
      kind: [group('customers.documentKind')],
      custodyProvider: [group('customers.custodyProvider')],
      identVerifiedType: [group('customers.identVerifiedType')],
      custodianIdentVerifiedType: [group('customers.identMethod')],
    },
  });
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, max-content) 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.path} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
});
