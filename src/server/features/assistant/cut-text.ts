/**
 * Text cut to `max` characters at a word boundary, with "…" when something was left out: a
 * title or a summary never ends in the middle of a word (or of "[nom masqué]").
 */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  const kept = space > max / 3 ? room.slice(0, space) : room;
  return `${kept.replace(/[\s,;:.!?([-]+$/, '')}…`;
}
