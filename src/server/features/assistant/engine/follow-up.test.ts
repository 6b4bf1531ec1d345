import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { elderlyCases, unknownCases } from './analyse-cases';
import { childCases } from './analyse-cases-children';
import { disabilityCases, multiTurnCases } from './analyse-cases-disability';
import { unseenCases } from './analyse-cases-unseen';
import { unseenCases2 } from './analyse-cases-unseen-2';
import {
  type FollowUpSlot,
  followUpQuestions,
  missingSlots,
  needsFollowUp,
  questionFor,
  retrievalQueries,
} from './follow-up';
import { mustNotAsk as answeredCases, mustAsk as askedCases } from './follow-up-cases';
import { type CaseState, emptyCase, factIds } from './types';

const unseen = [...unseenCases, ...unseenCases2].map(([turns, , , ask]) => ({
  turns: typeof turns === 'string' ? [turns] : turns,
  ask,
}));
const mustAsk = [...askedCases, ...unseen.filter((c) => c.ask === true).map((c) => c.turns)];
const mustNotAsk = [...answeredCases, ...unseen.filter((c) => c.ask === false).map((c) => c.turns)];

const run = (turns: readonly string[]): CaseState =>
  turns.reduce((state, turn) => analyse(turn, state), emptyCase());
const label = (turns: readonly string[]) => turns.join(' / ').slice(0, 80);

describe('needsFollowUp', () => {
  it.each(mustAsk.map((turns) => [label(turns), turns] as const))('asks first: %s', (_, turns) => {
    const state = run(turns);
    expect(needsFollowUp(state)).toBe(true);
    expect(followUpQuestions(state).length).toBeGreaterThan(0);
  });

  it.each(mustNotAsk.map((turns) => [label(turns), turns] as const))('proposes at once: %s', (_, turns) => {
    expect(needsFollowUp(run(turns))).toBe(false);
  });

  it('reports the decision rate (all must be right)', () => {
    const right =
      mustAsk.filter((turns) => needsFollowUp(run(turns))).length +
      mustNotAsk.filter((turns) => !needsFollowUp(run(turns))).length;
    console.info(`follow-up decisions: ${right}/${mustAsk.length + mustNotAsk.length} right`);
    expect(right).toBe(mustAsk.length + mustNotAsk.length);
  });

  it('proposes with what it has after asking twice', () => {
    const vague = run(['il crie tout le temps']);
    expect(needsFollowUp({ ...vague, followUpsAsked: 1 })).toBe(true);
    expect(needsFollowUp({ ...vague, followUpsAsked: 2 })).toBe(false);
  });

  it('asks when fewer than two key facts are known, even with audience and theme', () => {
    const state = run(['Une résidente refuse ses soins']);
    expect(state.audience).toBe('personnes_agees');
    expect(state.themes).toContain('refus_soins');
    expect(needsFollowUp(state)).toBe(true);
  });
});

/** Every situation of the test corpus, with what Sophia would ask about it. */
const corpus = [
  ...[...elderlyCases, ...childCases, ...disabilityCases, ...unknownCases, ...multiTurnCases].map(
    (test) => test.turns,
  ),
  ...unseen.map((c) => c.turns),
  ...mustAsk,
  ...mustNotAsk,
].map((turns) => ({ turns, state: run(turns) }));

const knownSlots = (state: CaseState): FollowUpSlot[] => {
  const slots: FollowUpSlot[] = [];
  if (state.audience !== null && state.facts.who) slots.push('who');
  if (state.themes.length > 0) slots.push('theme');
  for (const fact of ['when', 'trigger', 'tried'] as const) if (state.facts[fact]) slots.push(fact);
  if (state.facts.where || state.settings.length > 0) slots.push('where');
  return slots;
};

describe('followUpQuestions', () => {
  it('never asks again what is known', () => {
    const repeated: string[] = [];
    for (const { turns, state } of corpus) {
      const questions = followUpQuestions(state);
      for (const slot of knownSlots(state)) {
        if (questions.includes(questionFor(slot, state))) repeated.push(`${label(turns)} → ${slot}`);
      }
      // The same, read in the words: an age, a place, what was tried, a diagnosis already given.
      const text = questions.join(' ');
      if (state.age !== null && /\bâge\b/.test(text)) repeated.push(`${label(turns)} → âge`);
      if ((state.facts.where || state.settings.length > 0) && /Où cela|lieu de vie/.test(text))
        repeated.push(`${label(turns)} → lieu`);
      if (state.facts.tried && /déjà (essayé|adapté)|ont-ils déjà été essayés/.test(text))
        repeated.push(`${label(turns)} → essais`);
      if (state.themes.some((theme) => theme === 'autisme' || theme === 'tdah') && /diagnostic/.test(text))
        repeated.push(`${label(turns)} → diagnostic`);
      if (state.themes.length > 0 && /Quelle difficulté rencontrez-vous/.test(text))
        repeated.push(`${label(turns)} → difficulté`);
    }
    expect(repeated).toEqual([]);
  });

  it('asks one to three distinct, finished French questions whenever something is missing', () => {
    for (const { turns, state } of corpus) {
      const questions = followUpQuestions(state);
      expect(questions.length, label(turns)).toBeLessThanOrEqual(3);
      expect(new Set(questions).size).toBe(questions.length);
      if (missingSlots(state).length > 0) expect(questions.length, label(turns)).toBeGreaterThan(0);
      for (const question of questions) {
        expect(question).toMatch(/\?/);
        expect(question).not.toMatch(/[{}']/);
        expect(question).toBe(question.trim());
        expect(question).not.toMatch(/\s{2}/);
      }
    }
  });

  it('asks nothing when every key fact is known', () => {
    const state: CaseState = {
      ...emptyCase(),
      audience: 'enfants',
      themes: ['crise'],
      age: 6,
      settings: ['ecole'],
      facts: Object.fromEntries(factIds.map((id) => [id, true])) as CaseState['facts'],
    };
    expect(followUpQuestions(state)).toEqual([]);
  });

  it('asks who, when and what triggers it for a message with nothing else', () => {
    const questions = followUpQuestions(run(['il crie tout le temps']));
    expect(questions).toHaveLength(3);
    expect(questions[0]).toMatch(/^De qui parlez-vous/);
    expect(questions[1]).toMatch(/cris/);
    expect(questions[2]).toMatch(/cris/);
  });

  it('words the questions for the case: a child in crisis, an older person refusing care', () => {
    expect(followUpQuestions(run(['Mon fils de 6 ans fait des crises']))).toContain(
      'Que se passe-t-il juste avant une crise : une demande, un changement, un refus, du bruit ?',
    );
    expect(followUpQuestions(run(['Une résidente de 85 ans refuse la toilette']))).toContain(
      'À quel moment de la journée le refus survient-il, et qui réalise le soin ?',
    );
    const child = followUpQuestions(run(['Mon fils de 6 ans déambule dans la maison']));
    expect(child.join(' ')).toMatch(/l’enfant s’éloigne-t-il/);
    const adult = followUpQuestions(run(['Ma mère de 86 ans déambule']));
    expect(adult.join(' ')).toMatch(/la personne déambule-t-elle/);
  });

  it('asks the carer about their setting, not about a patient, when only exhaustion is named', () => {
    const [first] = followUpQuestions(run(['je n’en peux plus, je suis épuisée']));
    expect(first).toMatch(/^Dans quel cadre accompagnez-vous/);
  });

  it('does not ask for the age or the diagnosis once given, only which field', () => {
    const [first] = followUpQuestions(run(['Il a 40 ans et il crie']));
    expect(first).toMatch(/^S’agit-il d’un enfant/);
    expect(first).not.toMatch(/âge/);
  });
});

describe('retrievalQueries', () => {
  it('gives short plain queries, the theme before the audience', () => {
    const queries = retrievalQueries(run([mustNotAsk[0]?.[0] ?? '']));
    expect(queries[0]).toBe('refus soin');
    expect(queries.at(-1)).toBe('personnes âgées');
    for (const { state } of corpus) {
      for (const query of retrievalQueries(state)) {
        expect(query.split(' ').length).toBeLessThanOrEqual(2);
        expect(query).toMatch(/^[\p{L}]+(?: [\p{L}]+)?$/u);
      }
    }
  });

  it('falls back on the audience, and gives nothing for nothing', () => {
    expect(retrievalQueries(emptyCase())).toEqual([]);
    expect(retrievalQueries({ ...emptyCase(), audience: 'handicap' })).toEqual(['polyhandicap', 'handicap']);
    expect(retrievalQueries(run(['Mon eleve de 7 ans avec un TSA fait des crises']))).toContain('autisme');
  });
});
