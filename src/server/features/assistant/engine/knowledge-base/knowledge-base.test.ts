import { approachGroups } from '@shared/content/approaches';
import { approachIds } from '@shared/features/assistant';
import { describe, expect, it } from 'vitest';
import { themeIds } from '../types';
import { approachById, approaches, generalAdvice, themeAdvice } from './index';

/** Every French sentence the knowledge base can put in front of a user. */
function allTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  for (const approach of approaches) {
    const at = (part: string) => `${approach.id}.${part}`;
    texts.push({ where: at('description'), text: approach.description });
    for (const text of approach.principles) texts.push({ where: at('principles'), text });
    for (const text of approach.recommendations) texts.push({ where: at('recommendations'), text });
    for (const [theme, list] of Object.entries(approach.byTheme)) {
      for (const text of list ?? []) texts.push({ where: at(`byTheme.${theme}`), text });
    }
    if (approach.caution) texts.push({ where: at('caution'), text: approach.caution });
  }
  for (const [theme, list] of Object.entries(themeAdvice)) {
    for (const text of list) texts.push({ where: `themeAdvice.${theme}`, text });
  }
  for (const text of generalAdvice) texts.push({ where: 'generalAdvice', text });
  return texts;
}

/** Typographic slips a proofreader would flag; French spacing before : ; ? ! and inside « ». */
function typographyIssues(text: string): string[] {
  const issues: string[] = [];
  if (text !== text.trim()) issues.push('leading or trailing space');
  if (/ {2}/.test(text)) issues.push('double space');
  if (text.includes("'")) issues.push('straight apostrophe');
  if (text.includes('...')) issues.push('three dots instead of …');
  if (/ [,.)]/.test(text)) issues.push('space before , . or )');
  if (/[^\s\u00a0][:;?!]/.test(text)) issues.push('no space before : ; ? !');
  if (/«[^\s\u00a0]|[^\s\u00a0]»/.test(text)) issues.push('no space inside « »');
  if (!/^[«A-ZÀ-ÖØ-Þ0-9]/.test(text)) issues.push('does not start with a capital');
  if (!/[.!?»]$/.test(text)) issues.push('does not end with punctuation');
  if (/(^|\s)(\p{L}+) \2(?=\s|[,.]|$)/iu.test(text)) issues.push('repeated word');
  if (/\(\s|\s\)/.test(text) || (text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) {
    issues.push('unbalanced parentheses');
  }
  return issues;
}

describe('knowledge base', () => {
  it('holds every approach id once, in the order of approachIds, with approachById agreeing', () => {
    expect(approaches.map((approach) => approach.id)).toEqual([...approachIds]);
    for (const id of approachIds) expect(approachById[id].id).toBe(id);
  });

  it('gives every approach a 2–3 sentence description, 4–6 principles and 4–6 recommendations', () => {
    for (const approach of approaches) {
      const sentences = approach.description.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ö«])/u);
      expect(sentences.length, approach.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, approach.id).toBeLessThanOrEqual(3);
      expect(approach.principles.length, approach.id).toBeGreaterThanOrEqual(4);
      expect(approach.principles.length, approach.id).toBeLessThanOrEqual(6);
      expect(approach.recommendations.length, approach.id).toBeGreaterThanOrEqual(4);
      expect(approach.recommendations.length, approach.id).toBeLessThanOrEqual(6);
      expect(approach.audiences.length, approach.id).toBeGreaterThan(0);
      expect(approach.themes.length, approach.id).toBeGreaterThan(0);
    }
  });

  it('has tips for each first-choice theme of an approach, and no duplicate sentence', () => {
    for (const approach of approaches) {
      for (const theme of approach.themes) {
        expect(approach.byTheme[theme]?.length, `${approach.id}.${theme}`).toBeGreaterThan(0);
      }
      expect(new Set(approach.themes).size, approach.id).toBe(approach.themes.length);
    }
    const texts = allTexts().map(({ text }) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('writes French without typographic slips', () => {
    const issues = allTexts().flatMap(({ where, text }) =>
      typographyIssues(text).map((issue) => `${where}: ${issue} — ${text}`),
    );
    expect(issues).toEqual([]);
  });

  it('names the approaches as the approaches page does', () => {
    const pageIds: Record<string, string> = {
      'soins-centres-personne': 'pcc',
      'communication-multimodale': 'caa',
    };
    const pageNames = new Map(
      approachGroups
        .flatMap((group) => group.approaches)
        .map((page) => [pageIds[page.id] ?? page.id, page.name]),
    );
    for (const approach of approaches) {
      const pageName = pageNames.get(approach.id);
      expect(pageName, approach.id).toBeDefined();
      expect(approach.name.startsWith(pageName ?? '?'), `${approach.name} / ${pageName}`).toBe(true);
    }
    expect(approachById.humanitude.name).toBe('Humanitude (Gineste-Marescotti)');
  });

  it('states the key content of each approach', () => {
    const text = (id: keyof typeof approachById) => {
      const approach = approachById[id];
      return [approach.description, ...approach.principles, ...approach.recommendations].join(' ');
    };
    expect(text('montessori')).toMatch(/Cameron Camp/);
    expect(text('montessori')).toMatch(/environnement/);
    for (const pillar of ['regard', 'parole', 'toucher', 'verticalité', 'capture sensorielle']) {
      expect(text('humanitude').toLowerCase()).toContain(pillar);
    }
    expect(text('humanitude')).toMatch(/Zéro soin de force, sans abandon de soin/);
    expect(text('validation')).toMatch(/Naomi Feil/);
    expect(text('validation')).toMatch(/questions ouvertes/);
    expect(text('pbs')).toMatch(/grille ABC/);
    expect(text('pbs')).toMatch(/fonction/);
    for (const need of ['réconfort', 'attachement', 'inclusion', 'occupation', 'identité']) {
      expect(text('pcc')).toContain(need);
    }
    expect(text('teacch')).toMatch(/emploi du temps visuel/);
    expect(text('snoezelen')).toMatch(/chariot/);
    expect(text('caa')).toMatch(/PECS/);
    expect(text('caa')).toMatch(/jamais retiré/);
  });

  it('gives ABA, and only ABA, a caution: trained professionals, consent, nothing aversive', () => {
    expect(approachById.aba.caution).toMatch(/professionnels formés et supervisés/);
    expect(approachById.aba.caution).toMatch(/consentement/);
    expect(approachById.aba.caution).toMatch(/aversive/);
    expect(approachById.aba.audiences).not.toContain('personnes_agees');
    for (const approach of approaches.filter((entry) => entry.id !== 'aba')) {
      expect(approach.caution, approach.id).toBeUndefined();
    }
  });

  it('has 3 to 5 tips for every theme and a first-choice approach covering it', () => {
    for (const theme of themeIds) {
      expect(themeAdvice[theme].length, theme).toBeGreaterThanOrEqual(3);
      expect(themeAdvice[theme].length, theme).toBeLessThanOrEqual(5);
      expect(
        approaches.some((approach) => approach.themes.includes(theme)),
        theme,
      ).toBe(true);
    }
    expect(themeAdvice.douleur[0]).toMatch(/échelle adaptée \(Algoplus, Doloplus, EDAAP/);
  });

  it('gives no medication advice: medicines only come up as something to discuss with the doctor', () => {
    const drugWords =
      /m[ée]dicament|traitements?(?! visuel)|neurolept|anxiolyt|somnif|benzodiaz|m[ée]latonine|posologie|\bdoses?\b/i;
    for (const { where, text } of allTexts()) {
      if (!drugWords.test(text)) continue;
      expect(text, where).toMatch(/médecin|effets? d’un traitement|traitements en cours/);
      expect(text, where).not.toMatch(/donner|administrer|augmenter la dose|prescri/i);
    }
  });
});
