import { approachIds } from '@shared/features/assistant';
import { z } from 'zod';
import carersAndMore from './carers-and-more.json' with { type: 'json' };
import children from './children.json' with { type: 'json' };
import disability from './disability.json' with { type: 'json' };
import elderly from './elderly-1.json' with { type: 'json' };
import moreSituations from './more-situations.json' with { type: 'json' };

/**
 * The situation cards (README.md beside this file): the engine's knowledge of common
 * presentations, written by care trainers. Checked at load: a malformed card stops the start
 * rather than producing a broken reply.
 */
const line = z.string().trim().min(3);
const cardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{3,80}$/),
  title: line,
  audiences: z.array(z.enum(['personnes_agees', 'enfants', 'handicap'])).min(1),
  for: z.array(z.enum(['professional', 'family', 'self'])).min(1),
  keywords: z.array(z.string().trim().min(2)).min(3),
  summary: line,
  meanings: z.array(line).min(1),
  now: z.array(line).min(1),
  strategies: z
    .array(
      z.object({
        approach: z.enum(approachIds),
        title: line,
        steps: z.array(line).min(1),
        say: z.array(line),
      }),
    )
    .min(1),
  family: line,
  alert: z.array(line).min(1),
  observe: z.array(line).min(1),
  questions: z.array(line),
  resource_terms: z.array(line),
  sources: z.array(line).min(1),
});

export type SituationCard = z.infer<typeof cardSchema>;

export const situationCards: SituationCard[] = z
  .array(cardSchema)
  .parse([elderly, carersAndMore, children, disability, moreSituations].flatMap((file) => file.cards));
