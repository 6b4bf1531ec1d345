import { type LevelTone, levelTone } from '@shared/features/gamification';

import { cn } from '@/lib/cn';

/** SPEC §4 colours; each pair reaches AA contrast (4.5:1) for the badge's small text. */
const toneClasses: Record<LevelTone, string> = {
  grey: 'border-slate-200 bg-slate-100 text-slate-800',
  blue: 'border-blue-200 bg-blue-100 text-blue-800',
  green: 'border-green-200 bg-green-100 text-green-800',
  purple: 'border-purple-200 bg-purple-100 text-purple-800',
  amber: 'border-amber-200 bg-amber-100 text-amber-900',
};

/**
 * A member's level, 'Niv. 4', coloured by SPEC §4. Screen readers hear 'Niveau 4' (and its name),
 * not the abbreviation. Kept tiny: the forum shows it beside every author.
 */
export function LevelBadge({ level, name, className }: { level: number; name?: string; className?: string }) {
  const tone = levelTone(level);
  const label = name ? `Niveau ${level} — ${name}` : `Niveau ${level}`;
  return (
    <span
      data-slot="level-badge"
      data-tone={tone}
      title={label}
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-md border px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        toneClasses[tone],
        className,
      )}
    >
      <span aria-hidden="true">Niv. {level}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
