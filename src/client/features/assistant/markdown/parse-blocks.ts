/**
 * The block part of the tiny Markdown reader: headings, paragraphs, bulleted and numbered lists
 * (nested by indentation), quotes, rules and fenced code. What it does not know stays a paragraph
 * of text.
 */
export type ListItem = { text: string; children: ListBlock[] };
export type ListBlock = { type: 'list'; ordered: boolean; start: number; items: ListItem[] };
export type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'quote'; children: Block[] }
  | { type: 'rule' }
  | { type: 'code'; text: string }
  | ListBlock;

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^(\s*)[-*+•]\s+(.*)$/;
const NUMBERED = /^(\s*)(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
const FENCE = /^ {0,3}```/;

type Entry = { indent: number; ordered: boolean; number: number; text: string };

function listEntry(line: string): Entry | null {
  const numbered = NUMBERED.exec(line);
  if (numbered) {
    return {
      indent: (numbered[1] ?? '').length,
      ordered: true,
      number: Number(numbered[2]),
      text: numbered[3] ?? '',
    };
  }
  const bullet = BULLET.exec(line);
  if (bullet && !RULE.test(line)) {
    return { indent: (bullet[1] ?? '').length, ordered: false, number: 1, text: bullet[2] ?? '' };
  }
  return null;
}

function startsBlock(line: string): boolean {
  return (
    HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || FENCE.test(line) || listEntry(line) !== null
  );
}

/** Builds the lists of entries[from…] at the first entry's indentation; deeper ones nest. */
function buildLists(entries: Entry[], from: number): { lists: ListBlock[]; next: number } {
  const lists: ListBlock[] = [];
  const base = entries[from]?.indent ?? 0;
  let i = from;
  while (i < entries.length) {
    const entry = entries[i];
    if (!entry || entry.indent < base) break;
    const current = lists[lists.length - 1];
    const lastItem = current?.items[current.items.length - 1];
    if (entry.indent > base && lastItem) {
      const nested = buildLists(entries, i);
      lastItem.children.push(...nested.lists);
      i = nested.next;
      continue;
    }
    const item: ListItem = { text: entry.text, children: [] };
    if (current && current.ordered === entry.ordered) current.items.push(item);
    else lists.push({ type: 'list', ordered: entry.ordered, start: entry.number, items: [item] });
    i += 1;
  }
  return { lists, next: i };
}

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;

  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i += 1;
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: (heading[1] ?? '#').length, text: heading[2] ?? '' });
      i += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }

    if (FENCE.test(line)) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !FENCE.test(lines[i] ?? '')) body.push(lines[i++] ?? '');
      blocks.push({ type: 'code', text: body.join('\n') });
      i += 1; // the closing fence, when there is one
      continue;
    }

    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? ''))
        body.push(QUOTE.exec(lines[i++] ?? '')?.[1] ?? '');
      blocks.push({ type: 'quote', children: parseBlocks(body.join('\n')) });
      continue;
    }

    if (listEntry(line)) {
      const entries: Entry[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const entry = listEntry(current);
        const last = entries[entries.length - 1];
        if (entry) {
          entries.push(entry);
        } else if (current.trim() === '') {
          // A blank line between items keeps the list going; anything else after it ends it.
          const following = lines[i + 1] ?? '';
          if (!listEntry(following) && !/^\s{2,}\S/.test(following)) break;
        } else if (last && (/^\s+\S/.test(current) || !startsBlock(current))) {
          // A continuation line of the item (indented, or a lazy wrap of its text).
          last.text += `\n${current.trim()}`;
        } else {
          break;
        }
        i += 1;
      }
      blocks.push(...buildLists(entries, 0).lists);
      continue;
    }

    const paragraph: string[] = [];
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() !== '' &&
      (paragraph.length === 0 || !startsBlock(lines[i] ?? ''))
    ) {
      paragraph.push((lines[i++] ?? '').trim());
    }
    blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
  }
  return blocks;
}
