import { type SQL, sql } from 'drizzle-orm';

/**
 * The words of a search as a prefix query ("humani" finds "Humanitude" while typing), accents
 * removed by the same f_unaccent the index uses. Null when nothing searchable is left.
 */
export function prefixQuery(q: string): SQL | null {
  const words = q
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    // One letter is an elided article (l', d', j'…): it would match almost every word.
    .filter((w) => w.length > 1)
    .slice(0, 8);
  if (words.length === 0) return null;
  const text = words.map((w) => `${w}:*`).join(' & ');
  return sql`to_tsquery('french', f_unaccent(${text}))`;
}
