import { TIME_ZONE } from './constants';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Europe/Zurich calendar day of an instant, 'YYYY-MM-DD' (DECISIONS.md: every "calendar day"
 * rule — daily login, one quiz award per day — follows Zurich, whatever the machine's zone).
 */
export function zurichDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

/** The day before a 'YYYY-MM-DD' day (calendar arithmetic, no time zone involved). */
export function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
