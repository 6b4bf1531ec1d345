import { rules, type Span } from './redact-rules';
import type { MaskedKind, Redaction } from './types';

/**
 * Masks identifying data before anything is stored or sent to a provider (DECISIONS.md
 * "Assistant"): names after civilities or "je m'appelle", known first names with a surname,
 * phone numbers, e-mails, AVS numbers, birth dates and street addresses.
 *
 * Dates: after a birth marker ("né le", "née en", "date de naissance", "DDN") any date is masked,
 * even a year alone; a full date without marker (day, month and year) is masked as a probable birth
 * date, unless it is from the last two years or follows an event word ("depuis le", "hospitalisée
 * le", "tombée le"…), which makes it an event of the care. A date without a year ("le 12 mars
 * dernier"), a year alone ("depuis 2019"), ages, times, doses and counts are kept.
 */
export const placeholders: Record<MaskedKind, string> = {
  nom: '[nom masqué]',
  téléphone: '[téléphone masqué]',
  'e-mail': '[e-mail masqué]',
  'numéro AVS': '[numéro AVS masqué]',
  'compte bancaire': '[compte bancaire masqué]',
  numéro: '[numéro masqué]',
  'date de naissance': '[date de naissance masquée]',
  adresse: '[adresse masquée]',
};

/** What fills a masked part while the later rules run: neither a letter, a digit nor a space. */
const FILL = '\uE000';

type Found = { start: number; end: number; kind: MaskedKind };

export function redact(text: string): Redaction {
  const found: Found[] = [];
  let work = text;
  for (const rule of rules) {
    const spans: Span[] = [];
    for (const match of work.matchAll(rule.pattern)) {
      const span = rule.accept
        ? rule.accept(match, work)
        : ([match.index + (match.groups?.keep?.length ?? 0), match.index + match[0].length] as const);
      const trimmed = span && trim(work, span);
      if (trimmed) spans.push(trimmed);
    }
    // Blank what this rule masked so that no later rule matches inside it. Spans of one rule
    // that overlap (lookahead rules read word pairs that share a word) merge into one.
    const merged: Found[] = [];
    for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
      const last = merged.at(-1);
      if (last && start <= last.end) last.end = Math.max(last.end, end);
      else merged.push({ start, end, kind: rule.kind });
    }
    // One pass over the text per rule (not one copy per span: a message of many names stays linear).
    if (merged.length > 0) {
      const pieces: string[] = [];
      let cursor = 0;
      for (const span of merged) {
        found.push(span);
        pieces.push(work.slice(cursor, span.start), FILL.repeat(span.end - span.start));
        cursor = span.end;
      }
      pieces.push(work.slice(cursor));
      work = pieces.join('');
    }
  }
  found.push(...sameNamesElsewhere(text, work, found));
  found.sort((a, b) => a.start - b.start);

  let result = '';
  let cursor = 0;
  const masked: MaskedKind[] = [];
  for (const { start, end, kind } of found) {
    result += text.slice(cursor, start) + placeholders[kind];
    cursor = end;
    if (!masked.includes(kind)) masked.push(kind);
  }
  return { text: result + text.slice(cursor), masked };
}

/**
 * A name masked once is masked wherever else the message writes it: "Julien, 24 ans" is masked by
 * its age, and the later "Julien refuse" by this rule. One pass over the capitalised words.
 */
function sameNamesElsewhere(text: string, work: string, found: readonly Found[]): Found[] {
  const names = new Set<string>();
  for (const span of found) {
    if (span.kind !== 'nom') continue;
    for (const word of text.slice(span.start, span.end).match(/\p{Lu}\p{Ll}{2,}/gu) ?? []) names.add(word);
  }
  if (names.size === 0) return [];
  const more: Found[] = [];
  for (const match of work.matchAll(/(?<![\p{L}\d])\p{Lu}\p{Ll}{2,}(?![\p{L}\d])/gu)) {
    if (names.has(match[0]))
      more.push({ start: match.index, end: match.index + match[0].length, kind: 'nom' });
  }
  return more;
}

/** Without the spaces and punctuation a pattern may have taken at the edges; null when empty. */
function trim(text: string, [start, end]: Span): Span | null {
  let from = start;
  let to = end;
  while (from < to && /[\s,;:]/u.test(text[from] ?? '')) from++;
  while (to > from && /[\s,;:]/u.test(text[to - 1] ?? '')) to--;
  return to > from && !text.slice(from, to).includes(FILL) ? [from, to] : null;
}
