import { afterAll, expect, it } from 'vitest';
import { formatCalendarDate, formatDate } from './format';

// Its own file: the formatters are cached per options, so these are the first made in this module's copy, in the
// time zone set here (Node applies a TZ assigned at run time to formatters made after it).
const zoneBefore = process.env.TZ;
afterAll(() => {
  process.env.TZ = zoneBefore;
});

it('shows a birth date sent as midnight UTC as that day west of UTC, where a date-time would read the day before', () => {
  process.env.TZ = 'America/New_York';
  expect(formatCalendarDate('1980-04-12T00:00:00Z', 'en')).toBe('12 Apr 1980');
  expect(formatCalendarDate('1980-04-12T00:00:00Z', 'de')).toBe('12.04.1980');
  // The instant itself, in New York, is still 11 April: what formatting it as a date-time showed.
  expect(formatDate('1980-04-12T00:00:00Z', 'en')).toBe('11 Apr 1980');
  expect(formatCalendarDate(null, 'en')).toBe('—');
});
