/**
 * The inline part of the tiny Markdown reader of Sophia's replies: **bold**, __bold__, _italic_,
 * *italic*, `code`, [text](url) and bare http(s) addresses. It only ever produces text and these
 * nodes: raw HTML in a reply stays literal text (React escapes it), and a link whose address is
 * not http(s) or a phone number stays text too.
 *
 * A hand-written scanner rather than regular expressions with lookbehind: those do not parse on
 * the older Safari versions still in use on care teams' devices.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; external: boolean; children: Inline[] };

const ESCAPABLE = '\\`*_[]()#+-.!>{}|~';

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}_]/u.test(char);
}

function isSpace(char: string | undefined): boolean {
  return char === undefined || /\s/.test(char);
}

/** A safe address for a link, or null: http(s) opens in a new tab; tel: lets a phone dial 144. */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const href = raw.trim();
  if (/^https?:\/\/[^\s"'<>]+$/i.test(href)) return { href, external: true };
  if (/^tel:\+?[\d\s.-]{2,20}$/i.test(href)) return { href: href.replace(/[\s.-]/g, ''), external: false };
  return null;
}

/** Index of the closing delimiter of an emphasis opened at `from`, or -1. */
function findClosing(source: string, delimiter: string, from: number): number {
  let index = source.indexOf(delimiter, from);
  while (index !== -1) {
    const before = source[index - 1];
    const after = source[index + delimiter.length];
    const underscore = delimiter[0] === '_';
    const closes = !isSpace(before) && !(underscore && isWordChar(after));
    // `**` inside a single-star emphasis belongs to a nested bold: skip it.
    const doubled = delimiter.length === 1 && source[index + 1] === delimiter;
    if (closes && !doubled && index > from) return index;
    index = source.indexOf(delimiter, index + (doubled ? 2 : 1));
  }
  return -1;
}

/** A bare address ends before spaces and before the punctuation that usually follows it. */
function bareUrlEnd(source: string, start: number): number {
  let end = start;
  while (end < source.length && !/[\s<>"]/.test(source[end] ?? ' ')) end += 1;
  while (end > start && /[.,;:!?)»'’]/.test(source[end - 1] ?? '')) end -= 1;
  return end;
}

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) nodes.push({ type: 'text', text: buffer });
    buffer = '';
  };

  let i = 0;
  while (i < source.length) {
    const char = source[i] ?? '';
    const next = source[i + 1];

    if (char === '\\' && next !== undefined && ESCAPABLE.includes(next)) {
      buffer += next;
      i += 2;
      continue;
    }

    if (char === '`') {
      const end = source.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        nodes.push({ type: 'code', text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }

    if ((char === '*' || char === '_') && next === char && !isSpace(source[i + 2])) {
      const delimiter = char + char;
      const end = findClosing(source, delimiter, i + 2);
      if (end !== -1 && !(char === '_' && isWordChar(source[i - 1]))) {
        flush();
        nodes.push({ type: 'strong', children: parseInline(source.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }

    if ((char === '*' || char === '_') && next !== char && !isSpace(next)) {
      const end = findClosing(source, char, i + 1);
      if (end !== -1 && !(char === '_' && isWordChar(source[i - 1]))) {
        flush();
        nodes.push({ type: 'em', children: parseInline(source.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }

    if (char === '[') {
      const close = source.indexOf('](', i + 1);
      const end = close === -1 ? -1 : source.indexOf(')', close + 2);
      if (close !== -1 && end !== -1 && !source.slice(i + 1, close).includes('\n')) {
        const target = safeHref(source.slice(close + 2, end));
        const label = parseInline(source.slice(i + 1, close));
        flush();
        if (target) nodes.push({ type: 'link', ...target, children: label });
        else nodes.push(...label);
        i = end + 1;
        continue;
      }
    }

    if (
      (char === 'h' || char === 'H') &&
      /^https?:\/\//i.test(source.slice(i, i + 8)) &&
      !isWordChar(source[i - 1])
    ) {
      const end = bareUrlEnd(source, i);
      const target = safeHref(source.slice(i, end));
      if (target) {
        flush();
        nodes.push({ type: 'link', ...target, children: [{ type: 'text', text: target.href }] });
        i = end;
        continue;
      }
    }

    buffer += char;
    i += 1;
  }
  flush();
  return nodes;
}
