import type { ApproachId, Audience } from '@shared/features/assistant';
import { describe, expect, it } from 'vitest';
import { approachById } from './knowledge-base';
import { selectApproaches } from './select';
import { type CaseState, emptyCase, type ThemeId, themeIds } from './types';

const caseOf = (audience: Audience | null, themes: ThemeId[]): CaseState => ({
  ...emptyCase(),
  audience,
  themes,
});
const ids = (state: CaseState) => selectApproaches(state).map((approach) => approach.id);

/** The sample situations' audience and themes, with the approaches a good answer may draw on. */
const devCases: { id: string; state: CaseState; expected: ApproachId[] }[] = [
  {
    id: 'dev-01 refus de la douche, Alzheimer',
    state: caseOf('personnes_agees', ['refus_soins', 'agitation']),
    expected: ['humanitude', 'validation', 'pcc'],
  },
  {
    id: 'dev-03 TSA et changements d’activité',
    state: caseOf('enfants', ['autisme', 'transition', 'crise']),
    expected: ['teacch', 'pbs', 'caa'],
  },
  {
    id: 'dev-04 se perd le soir, anxieuse',
    state: caseOf('personnes_agees', ['crepusculaire', 'errance', 'anxiete']),
    expected: ['validation', 'montessori', 'humanitude', 'pcc'],
  },
  {
    id: 'dev-05 se tape la tête, ne parle pas',
    state: caseOf('handicap', ['automutilation', 'communication_non_verbale']),
    expected: ['pbs', 'caa', 'snoezelen', 'pcc'],
  },
  {
    id: 'dev-10 réveils nocturnes après une naissance',
    state: caseOf('enfants', ['sommeil', 'anxiete']),
    expected: ['montessori', 'pcc', 'pbs'],
  },
  {
    id: 'dev-11 ne mange presque plus en EMS',
    state: caseOf('personnes_agees', ['alimentation', 'refus_soins']),
    expected: ['humanitude', 'montessori', 'pcc', 'validation'],
  },
  {
    id: 'dev-12 polyhandicap, hypersensible pendant la toilette',
    state: caseOf('handicap', ['agitation', 'surcharge_sensorielle', 'refus_soins']),
    expected: ['snoezelen', 'humanitude', 'pbs', 'pcc'],
  },
];

describe('selectApproaches', () => {
  it.each(devCases)('leads with an approach the sample expects: $id', ({ state, expected }) => {
    const selected = ids(state);
    expect(expected).toContain(selected[0]);
    // Most of the selection is what a trainer would name for this case.
    const expectedShare = selected.filter((id) => expected.includes(id)).length / selected.length;
    expect(expectedShare).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    [
      'refusal of care by an elderly person',
      caseOf('personnes_agees', ['refus_soins']),
      ['humanitude', 'validation', 'pcc'],
    ],
    [
      'a child with autism and transitions',
      caseOf('enfants', ['autisme', 'transition']),
      ['teacch', 'pbs', 'caa'],
    ],
    [
      'non-verbal self-injury in a disabled adult',
      caseOf('handicap', ['automutilation', 'communication_non_verbale']),
      ['pbs', 'caa', 'snoezelen'],
    ],
    ['sundowning', caseOf('personnes_agees', ['crepusculaire']), ['validation', 'montessori']],
    ['end of life', caseOf('personnes_agees', ['fin_de_vie']), ['pcc', 'humanitude']],
    ['apathy in a nursing home', caseOf('personnes_agees', ['apathie']), ['montessori', 'pcc']],
    ['aggressiveness during washing', caseOf('personnes_agees', ['agressivite', 'hygiene']), ['humanitude']],
    ['a child with ADHD', caseOf('enfants', ['tdah']), ['pbs', 'teacch']],
    ['an exhausted carer', caseOf(null, ['epuisement_aidant']), ['pcc']],
    ['a family conflict', caseOf('personnes_agees', ['conflit_famille']), ['pcc', 'validation']],
  ] as const)('proposes the classic answers for %s', (_, state, wanted) => {
    const selected = ids(state);
    for (const id of wanted) expect(selected).toContain(id);
  });

  it('puts Snoezelen first for sensory overload, with Humanitude when care is involved', () => {
    expect(ids(caseOf('handicap', ['surcharge_sensorielle']))[0]).toBe('snoezelen');
    expect(ids(caseOf('handicap', ['surcharge_sensorielle', 'hygiene']))).toEqual(
      expect.arrayContaining(['snoezelen', 'humanitude']),
    );
  });

  it('always returns 2 to 4 distinct approaches, whatever the case', () => {
    const audiences: (Audience | null)[] = [null, 'personnes_agees', 'enfants', 'handicap'];
    for (const audience of audiences) {
      const cases = [[], ...themeIds.map((theme) => [theme]), [...themeIds]] as ThemeId[][];
      for (const themes of cases) {
        const selected = ids(caseOf(audience, themes));
        expect(selected.length, `${audience} ${themes}`).toBeGreaterThanOrEqual(2);
        expect(selected.length, `${audience} ${themes}`).toBeLessThanOrEqual(4);
        expect(new Set(selected).size).toBe(selected.length);
      }
    }
  });

  it('keeps to approaches that serve the audience', () => {
    for (const theme of themeIds) {
      for (const audience of ['personnes_agees', 'enfants', 'handicap'] as const) {
        for (const approach of selectApproaches(caseOf(audience, [theme]))) {
          expect(approach.audiences, `${theme} ${audience} ${approach.id}`).toContain(audience);
        }
      }
    }
    expect(ids(caseOf('enfants', ['anxiete', 'deuil']))).not.toContain('validation');
    expect(ids(caseOf('personnes_agees', ['transition', 'autisme']))).not.toContain('teacch');
  });

  it('falls back on the audience’s usual approaches when no theme is known', () => {
    expect(ids(caseOf(null, []))).toEqual(['pcc', 'pbs']);
    expect(ids(caseOf('personnes_agees', []))).toEqual(['humanitude', 'validation']);
    expect(ids(caseOf('handicap', []))).toEqual(['pbs', 'caa']);
  });

  it('adds ABA only for autism, last, after three others including TEACCH or PBS', () => {
    const autism = ids(caseOf('enfants', ['autisme']));
    expect(autism).toEqual(['teacch', 'caa', 'pbs', 'aba']);
    for (const audience of [null, 'personnes_agees', 'enfants', 'handicap'] as const) {
      for (const theme of themeIds) {
        const selected = ids(caseOf(audience, [theme]));
        if (!selected.includes('aba')) continue;
        expect(theme).toBe('autisme');
        expect(selected.indexOf('aba')).toBe(3);
        expect(selected.some((id) => id === 'teacch' || id === 'pbs')).toBe(true);
      }
    }
    expect(ids(caseOf('personnes_agees', ['autisme']))).not.toContain('aba');
    expect(ids(caseOf('enfants', ['crise', 'transition']))).not.toContain('aba');
    expect(approachById.aba.caution).toBeTruthy();
  });

  it('is deterministic and leaves the case untouched', () => {
    const state = Object.freeze(caseOf('personnes_agees', ['refus_soins', 'agitation', 'cris']));
    const first = ids(state);
    for (let run = 0; run < 5; run++) expect(ids(state)).toEqual(first);
    expect(state.themes).toEqual(['refus_soins', 'agitation', 'cris']);
  });
});
