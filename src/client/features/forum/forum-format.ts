import { LOCALE, TIME_ZONE } from '@shared/constants';

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'always' });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** SPEC "Forum screens": the relative age of an item, 'Il y a 3 jours' (capitalised, French). */
export function relativeAge(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return "Il y a moins d'une minute";
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const text = relative.format(-Math.floor(seconds / size), unit);
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
  }
  return "Il y a moins d'une minute";
}

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** A full French date and time, for a `title` or the topic header: '21 novembre 2026 à 14:05'. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '1 vue', '12 vues' (SPEC: the view count with 'vues'). */
export function viewsLabel(count: number): string {
  return `${count.toLocaleString(LOCALE)} ${count > 1 ? 'vues' : 'vue'}`;
}
