import { cn } from '@/lib/cn';

/**
 * A topic's or comment's text, line by line (SPEC "Forum screens"). Plain text only: React escapes
 * it, so nothing a member writes is ever read as HTML. Blank lines only separate paragraphs.
 */
export function ForumContent({ text, className }: { text: string; className?: string }) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <div className={cn('grid gap-2 break-words [overflow-wrap:anywhere]', className)}>
      {lines.map((line, index) => (
        // The lines never move: the index is a stable key.
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
