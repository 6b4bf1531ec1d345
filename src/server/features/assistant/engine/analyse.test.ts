import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { type AnalyseCase, elderlyCases, unknownCases } from './analyse-cases';
import { childCases } from './analyse-cases-children';
import { disabilityCases, multiTurnCases } from './analyse-cases-disability';
import { unseenCases } from './analyse-cases-unseen';
import { unseenCases2 } from './analyse-cases-unseen-2';
import { type CaseState, emptyCase, themeIds, themeLabels } from './types';

const run = (turns: readonly string[]): CaseState =>
  turns.reduce((state, turn) => analyse(turn, state), emptyCase());

/** What a case gets wrong (empty when it passes): one test per case, and a rate over all of them. */
function failures(test: AnalyseCase): string[] {
  const state = run(test.turns);
  const wrong: string[] = [];
  if (state.audience !== test.audience) wrong.push(`audience ${state.audience} ≠ ${test.audience}`);
  for (const theme of test.themes) if (!state.themes.includes(theme)) wrong.push(`missing theme ${theme}`);
  for (const theme of test.not ?? [])
    if (state.themes.includes(theme)) wrong.push(`unexpected theme ${theme}`);
  for (const fact of test.facts ?? []) if (!state.facts[fact]) wrong.push(`missing fact ${fact}`);
  for (const fact of test.noFacts ?? []) if (state.facts[fact]) wrong.push(`unexpected fact ${fact}`);
  if (test.age !== undefined && state.age !== test.age) wrong.push(`age ${state.age} ≠ ${test.age}`);
  for (const setting of test.settings ?? [])
    if (!state.settings.includes(setting)) wrong.push(`missing setting ${setting}`);
  if (state.turns !== test.turns.length) wrong.push(`turns ${state.turns}`);
  return wrong;
}

const unseen: AnalyseCase[] = [...unseenCases, ...unseenCases2].map(([turns, audience, themes]) => {
  const list = typeof turns === 'string' ? [turns] : turns;
  return { name: `unseen: ${list.join(' / ').slice(0, 70)}`, turns: list, audience, themes };
});
const allCases = [
  ...elderlyCases,
  ...childCases,
  ...disabilityCases,
  ...unknownCases,
  ...multiTurnCases,
  ...unseen,
];

describe('analyse: situations as users write them', () => {
  it.each(allCases.map((test) => [test.name, test] as const))('%s', (_, test) => {
    expect(failures(test)).toEqual([]);
  });

  it('covers every theme at least twice and at least 60 situations', () => {
    expect(allCases.length).toBeGreaterThanOrEqual(60);
    const counts = Object.fromEntries(themeIds.map((id) => [id, 0]));
    for (const test of allCases) for (const theme of test.themes) counts[theme] = (counts[theme] ?? 0) + 1;
    expect(Object.entries(counts).filter(([, n]) => n < 2)).toEqual([]);
  });

  it('reports the pass rate (all must pass)', () => {
    const passed = allCases.filter((test) => failures(test).length === 0).length;
    console.info(`analyse: ${passed}/${allCases.length} situations pass`);
    expect(passed).toBe(allCases.length);
  });
});

type DevCase = { id: string; messages: string[]; expect: { audience: string; themes: string[] } };
/** The team's sample situations live beside the repository (../shared); skipped where absent. */
const devFile = new URL('../../../../../../shared/assistant/dev-cases.json', import.meta.url);
const devCases = existsSync(devFile)
  ? (JSON.parse(readFileSync(devFile, 'utf8')) as { cases: DevCase[] }).cases
  : [];

describe.skipIf(devCases.length === 0)('analyse: the sample situations (dev-cases.json)', () => {
  it.each(devCases.map((test) => [test.id, test] as const))(
    '%s: audience and every expected theme',
    (_, test) => {
      const state = run(test.messages);
      expect(state.audience ?? 'unknown').toBe(test.expect.audience);
      const labels = state.themes.map((theme) => themeLabels[theme]);
      expect(labels).toEqual(expect.arrayContaining(test.expect.themes));
    },
  );
});

describe('analyse: the case over the turns', () => {
  it('returns a new state and leaves the previous one untouched', () => {
    const first = analyse('Une résidente de 88 ans refuse la douche', emptyCase());
    const snapshot = structuredClone(first);
    const second = analyse('elle crie le soir', first);
    expect(first).toEqual(snapshot);
    expect(second).not.toBe(first);
    expect(second.turns).toBe(2);
    expect(second.themes.slice(0, 1)).toEqual(['refus_soins']);
    expect(second.themes).toContain('cris');
    expect(second.facts.who).toBe(true);
    expect(second.age).toBe(88);
  });

  it('keeps the count of questions asked, which only the caller raises', () => {
    const asked = { ...emptyCase(), followUpsAsked: 1 };
    expect(analyse('il crie', asked).followUpsAsked).toBe(1);
  });

  it('keeps the audience on a turn that names none, and changes it on a clear sign', () => {
    const child = analyse('Mon fils de 5 ans fait des colères', emptyCase());
    expect(analyse('il crie aussi la nuit', child).audience).toBe('enfants');
    const elderly = analyse('Ma mère de 85 ans a Alzheimer', emptyCase());
    expect(analyse('Elle est malvoyante', elderly).audience).toBe('personnes_agees');
    expect(analyse('En fait je parle de mon élève de 8 ans', elderly).audience).toBe('enfants');
  });

  it('orders the themes: earlier turns first, then the new ones by relevance', () => {
    const state = run(['Ma mère de 80 ans ne dort plus', 'elle ne mange plus non plus, et elle pleure']);
    expect(state.themes[0]).toBe('sommeil');
    expect(state.themes).toEqual(expect.arrayContaining(['alimentation', 'anxiete']));
  });
});

describe('analyse: details', () => {
  it.each([
    ['une résidente de 88 ans', 88],
    ['elle a 7 ans', 7],
    ['un monsieur de 92 ans', 92],
    ['un monsieur de quatre-vingt-douze ans', 92],
    ['un bébé de 18 mois', 1],
    ['elle est là depuis 2 ans', null],
    ['il y a 3 ans elle est tombée', null],
    ['deux fois par an', null],
  ])('reads the age in "%s"', (text, age) => {
    expect(analyse(text, emptyCase()).age).toBe(age);
  });

  it('takes an adult relative or a described situation for a described person', () => {
    expect(analyse('Ma grand-mère est en deuil et ne mange plus', emptyCase()).facts.who).toBe(true);
    expect(analyse('Une résidente en soins palliatifs refuse de boire', emptyCase()).facts.who).toBe(true);
    expect(analyse('Mon fils crie', emptyCase()).facts.who).toBe(false);
  });

  it('does not take a bare pronoun for a described person', () => {
    expect(analyse('il crie et elle pleure', emptyCase()).facts.who).toBe(false);
    expect(analyse('Mon élève crie', emptyCase()).facts.who).toBe(false);
    expect(analyse('Mon élève de 7 ans crie', emptyCase()).facts.who).toBe(true);
  });

  it.each([
    ["J'ai laissé tomber les activités de groupe avec elle", 'chute'],
    ['Comment venir à bout des crises de mon fils de 4 ans ?', 'epuisement_aidant'],
    ["Ma mère souffre d'Alzheimer et crie", 'douleur'],
    ["Il s'agit de mon fils de 6 ans qui pleure le soir", 'agitation'],
    ['Elle refuse de changer d’activité', 'refus_soins'],
    ['Il a changé de comportement depuis deux semaines', 'transition'],
    ['Elle tape des mains et se balance', 'agressivite'],
    ['Il refuse le déambulateur', 'errance'],
  ] as const)('does not read "%s" as %s', (text, theme) => {
    expect(analyse(text, emptyCase()).themes).not.toContain(theme);
  });

  it('does not take "élevé" or someone else’s children for a child', () => {
    expect(analyse('Ma mère a une tension élevée', emptyCase()).audience).toBe('personnes_agees');
    expect(analyse('Les enfants de la résidente de 90 ans contestent tout', emptyCase()).audience).toBe(
      'personnes_agees',
    );
  });

  it('does not take "rentrer à la maison" for the place it happens', () => {
    const state = analyse('Elle veut rentrer à la maison', emptyCase());
    expect(state.settings).not.toContain('domicile');
    expect(state.facts.where).toBe(false);
  });

  it('reads the late-day time as sundowning only for an older person', () => {
    expect(analyse("Mon fils de 6 ans s'agite tous les soirs vers 18h", emptyCase()).themes).not.toContain(
      'crepusculaire',
    );
    expect(analyse("Une résidente de 84 ans s'agite tous les soirs vers 18h", emptyCase()).themes).toContain(
      'crepusculaire',
    );
  });
});
