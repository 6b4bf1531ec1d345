import type { Audience, ChatResource } from '@shared/features/assistant';
import { describe, expect, it } from 'vitest';
import { type ComposeInput, composeReply } from './compose';
import { reformulate } from './compose-text';
import { approachById, themeAdvice } from './knowledge-base';
import { selectApproaches } from './select';
import { type CaseState, emptyCase, type ThemeId } from './types';

const resources: ChatResource[] = [
  { id: 1, title: 'Le refus de soins', description: 'Guide', type: 'article', approach: 'humanitude' },
  { id: 2, title: 'Parler avec la Validation', description: 'Fiche', type: 'outil', approach: 'validation' },
];

function caseOf(audience: Audience | null, themes: ThemeId[], extra: Partial<CaseState> = {}): CaseState {
  return { ...emptyCase(), audience, themes, turns: 1, ...extra };
}

function reply(state: CaseState, overrides: Partial<ComposeInput> = {}) {
  return composeReply({
    state,
    followUps: [],
    mode: 'propose',
    resources: [],
    isFirstReply: false,
    ...overrides,
  });
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Representative cases, from the sample situations and beyond. */
const cases: CaseState[] = [
  caseOf('personnes_agees', ['refus_soins', 'agitation'], {
    age: 88,
    settings: ['ems'],
    facts: { ...emptyCase().facts, tried: true },
  }),
  caseOf('enfants', ['autisme', 'transition', 'crise'], { age: 7, settings: ['ecole'], turns: 2 }),
  caseOf('personnes_agees', ['crepusculaire', 'errance', 'anxiete']),
  caseOf('handicap', ['automutilation', 'communication_non_verbale'], { settings: ['foyer'] }),
  caseOf('enfants', ['sommeil', 'anxiete'], { age: 4 }),
  caseOf('personnes_agees', ['alimentation', 'refus_soins'], { age: 92, settings: ['ems'] }),
  caseOf('handicap', ['agitation', 'surcharge_sensorielle', 'refus_soins'], { age: 15 }),
  caseOf(null, ['epuisement_aidant']),
  caseOf('personnes_agees', ['fin_de_vie', 'douleur']),
  caseOf(null, []),
];

describe('composeReply in ask mode', () => {
  const state = caseOf('personnes_agees', ['refus_soins', 'hygiene'], { settings: ['ems'] });
  const questions = ['À quel moment de la journée le refus survient-il ?', 'Qu’avez-vous déjà essayé ?'];
  const asked = composeReply({ state, followUps: questions, mode: 'ask', resources: [], isFirstReply: true });

  it('restates what it understood, then numbers the questions and says why they matter', () => {
    expect(asked.message).toContain(
      'Si je comprends bien, la situation concerne une personne âgée en EMS, avec des refus de soins et des difficultés lors de la toilette.',
    );
    expect(asked.message).toContain(`1. ${questions[0]}\n2. ${questions[1]}`);
    expect(asked.message).toMatch(/Ces détails m’aident à comprendre/);
  });

  it('proposes no strategy yet', () => {
    expect(asked.message).not.toMatch(/Pistes|## /);
    expect(asked.theoretical_approaches).toEqual([]);
    expect(asked.practical_approaches).toEqual([]);
    expect(asked.practicalAdvice).toEqual([]);
  });

  it('says Sophia is an AI on the first reply only', () => {
    expect(asked.message.split('\n\n')[0]).toMatch(/^Bonjour, je suis Sophia, .*intelligence artificielle/);
    const later = composeReply({
      state,
      followUps: questions,
      mode: 'ask',
      resources: [],
      isFirstReply: false,
    });
    expect(later.message).not.toMatch(/Bonjour|intelligence artificielle/);
  });

  it('still asks a question when it understood nothing and was given none', () => {
    const blank = composeReply({
      state: caseOf(null, []),
      followUps: [],
      mode: 'ask',
      resources: [],
      isFirstReply: false,
    });
    // No fixed thanks before anything was said (docs/decisions/016: it opened every reply).
    expect(blank.message).not.toMatch(/Merci de me décrire/);
    expect(blank.message).toMatch(/1\. .+\?/);
    expect(blank.message).not.toMatch(/Si je comprends bien/);
  });

  it('thanks for the details on a later turn', () => {
    const later = composeReply({
      state: { ...state, turns: 2 },
      followUps: questions,
      mode: 'ask',
      resources: [],
      isFirstReply: false,
    });
    expect(later.message).toMatch(/^Merci pour ces précisions\./);
  });
});

describe('composeReply in propose mode', () => {
  const state = cases[0]!;
  const proposed = reply(state, { resources, followUps: ['Q1 ?', 'Q2 ?', 'Q3 ?'], isFirstReply: true });
  const selected = selectApproaches(state);

  it('reformulates, then gives strategies that each name their approach', () => {
    expect(proposed.message).toContain(
      'Si je comprends bien, la situation concerne une personne âgée de 88 ans en EMS',
    );
    expect(proposed.message).toContain('les pistes ci-dessous viennent en complément');
    expect(proposed.message).toContain('## Pistes d’accompagnement');
    const strategies = proposed.message.split('\n').filter((line) => /^- \*\*[^*]+\*\* — /.test(line));
    expect(strategies.length).toBeGreaterThanOrEqual(3);
    expect(strategies.length).toBeLessThanOrEqual(6);
    for (const approach of selected) expect(proposed.message).toContain(`**${approach.name}**`);
    expect(strategies[0]).toContain(approachById.humanitude.byTheme.refus_soins![0]);
  });

  it('adds what to observe, a prudent reminder, the resources, at most two questions and an invitation', () => {
    expect(proposed.message).toMatch(/## À observer\n\n- \*\*Quand\*\*/);
    expect(proposed.message).toMatch(/À garder en tête.*médecin/);
    expect(proposed.message).toContain('J’ai sélectionné deux ressources de la bibliothèque');
    expect(proposed.message).toContain('- Q1 ?\n- Q2 ?');
    expect(proposed.message).not.toContain('Q3');
    expect(proposed.message.split('\n\n').at(-1)).toMatch(/^Revenez vers moi/);
    expect(proposed.resources).toBe(resources);
  });

  it('fills the lists from the selected approaches, the case’s tips first', () => {
    expect(proposed.theoretical_approaches.map((approach) => approach.id)).toEqual(selected.map((a) => a.id));
    for (const approach of proposed.theoretical_approaches) {
      expect(approach.principles.length).toBeGreaterThanOrEqual(4);
      expect(approach.description.length).toBeGreaterThan(50);
    }
    const humanitude = proposed.practical_approaches.find((approach) => approach.id === 'humanitude')!;
    expect(humanitude.recommendations.slice(0, 3)).toEqual([
      ...approachById.humanitude.byTheme.refus_soins!,
      ...approachById.humanitude.byTheme.agitation!,
    ]);
    for (const approach of proposed.practical_approaches) {
      expect(approach.recommendations.length).toBeGreaterThanOrEqual(1);
      expect(approach.recommendations.length).toBeLessThanOrEqual(5);
    }
    expect(proposed.practicalAdvice.slice(0, 2)).toEqual([
      themeAdvice.refus_soins[0],
      themeAdvice.agitation[0],
    ]);
  });

  it('gives 4 to 8 distinct practical tips, and a 150–350 word message, for every representative case', () => {
    for (const state of cases) {
      for (const isFirstReply of [true, false]) {
        const result = reply(state, { isFirstReply, resources, followUps: ['Depuis quand ?'] });
        const label = `${state.audience} ${state.themes}`;
        expect(result.practicalAdvice.length, label).toBeGreaterThanOrEqual(4);
        expect(result.practicalAdvice.length, label).toBeLessThanOrEqual(8);
        expect(new Set(result.practicalAdvice).size, label).toBe(result.practicalAdvice.length);
        expect(words(result.message), label).toBeGreaterThanOrEqual(150);
        expect(words(result.message), label).toBeLessThanOrEqual(350);
        expect(result.theoretical_approaches.length, label).toBeGreaterThanOrEqual(2);
        expect(result.message, label).toContain('## Pistes d’accompagnement');
      }
    }
  });

  it('invents no identity, statistic or placeholder, and writes clean French', () => {
    for (const state of cases) {
      const { message } = reply(state, { isFirstReply: true, resources });
      expect(message).not.toMatch(/\[|\]|\{|\}|X{2,}|\bMme\b|\bM\. |Madame|Monsieur|%|undefined|null/);
      const numbers = message.match(/\d+/g) ?? [];
      expect(numbers.every((number) => number === String(state.age))).toBe(true);
      expect(message).not.toMatch(/ {2}|'| [,.]/);
      expect(message).not.toMatch(/diagnostic|posologie|prescri/i);
    }
  });

  it('states the ABA caution whenever ABA is listed, without making it a strategy', () => {
    const autism = reply(caseOf('enfants', ['autisme']));
    expect(autism.theoretical_approaches.map((approach) => approach.id)).toContain('aba');
    expect(autism.message).toContain(approachById.aba.caution!);
    expect(autism.message).not.toContain(`**${approachById.aba.name}**`);
    expect(autism.theoretical_approaches.find((a) => a.id === 'aba')?.description).toContain(
      'formés et supervisés',
    );
  });

  it('fits its reminder to the case', () => {
    expect(reply(cases[5]!).message).toMatch(/À garder en tête.*déglutition/);
    expect(reply(cases[4]!).message).toMatch(/À garder en tête.*pédiatre/);
    expect(reply(cases[7]!).message).toMatch(
      /Vous évoquez une grande fatigue.*\n[\s\S]*À garder en tête.*relais/,
    );
  });

  it('mentions no resource when the library gave none, and no question when none is left', () => {
    const bare = reply(cases[2]!);
    expect(bare.message).not.toMatch(/J’ai sélectionné|Pour affiner/);
    expect(bare.message).toContain('onglets « Théoriques » et « Pratiques »');
    expect(reply(cases[2]!, { resources: resources.slice(0, 1) }).message).toContain(
      'une ressource de la bibliothèque',
    );
  });

  it('gives the same reply to the same input', () => {
    for (const state of cases) {
      const input: ComposeInput = {
        state,
        followUps: ['Depuis quand ?'],
        mode: 'propose',
        resources,
        isFirstReply: true,
      };
      expect(composeReply(input)).toEqual(composeReply(structuredClone(input)));
    }
  });
});

describe('reformulate', () => {
  it('restates audience, age, setting, context and themes in French', () => {
    expect(
      reformulate(caseOf('enfants', ['tdah', 'autisme', 'crise'], { age: 14, settings: ['classe'] })),
    ).toBe(
      'Si je comprends bien, la situation concerne un jeune de 14 ans en classe, dans un contexte de TDAH et d’autisme, avec des crises.',
    );
    expect(reformulate(caseOf('handicap', ['cris'], { age: 30, settings: ['inconnu', 'foyer'] }))).toBe(
      'Si je comprends bien, la situation concerne une personne de 30 ans en situation de handicap en foyer, avec des cris.',
    );
    expect(reformulate(caseOf(null, ['cris']))).toBe('Si je comprends bien, la situation implique des cris.');
    expect(reformulate(caseOf(null, []))).toBeNull();
  });

  it('leaves out an age that does not fit the audience', () => {
    expect(reformulate(caseOf('personnes_agees', ['agitation'], { age: 4 }))).toBe(
      'Si je comprends bien, la situation concerne une personne âgée, avec de l’agitation.',
    );
  });
});
