import { LOCALE, TIME_ZONE } from '@shared/constants';

const date = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** '3 mars 2026' (the day a badge was earned). */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** '3 mars 2026 à 17:40' (a history entry). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '0 point', '1 point', '1 250 points' (French: singular below 2). */
export function pointsLabel(points: number): string {
  return `${points.toLocaleString(LOCALE)} ${Math.abs(points) >= 2 ? 'points' : 'point'}`;
}

/** '+5 points' for an award; a negative amount keeps its own sign. */
export function signedPointsLabel(points: number): string {
  return `${points > 0 ? '+' : ''}${pointsLabel(points)}`;
}
