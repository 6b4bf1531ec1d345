import type { ApproachId } from '@shared/features/assistant';
import type { ApproachKnowledge } from '../types';
import { humanitude, validation } from './humanitude-validation';
import { pbs, snoezelen } from './pbs-snoezelen';
import { montessori, pcc } from './pcc-montessori';
import { aba, caa, teacch } from './teacch-caa-aba';

export { generalAdvice, themeAdvice } from './theme-advice';

/** The knowledge base of the embedded engine, in the order of `approachIds` (ties in ranking keep it). */
export const approaches: ApproachKnowledge[] = [
  montessori,
  humanitude,
  validation,
  pbs,
  pcc,
  teacch,
  snoezelen,
  caa,
  aba,
];

export const approachById: Record<ApproachId, ApproachKnowledge> = {
  montessori,
  humanitude,
  validation,
  pbs,
  pcc,
  teacch,
  snoezelen,
  caa,
  aba,
};
