import { describe, expect, it } from 'vitest';
import { emergencyBlock, maskedNotice, offTopicReply } from './safety-texts';
import type { EmergencyKind } from './types';

/** The numbers of the block's list, in the order shown. */
const listed = (block: string) => [...block.matchAll(/^- \*\*([\d ]+)\*\*/gm)].map((m) => m[1]);
const allNumbers = ['144', '117', '118', '112', '1414', '143', '147', '145', '0848 00 13 13'];

describe('emergencyBlock', () => {
  const kinds: EmergencyKind[] = [
    'suicide',
    'violence',
    'maltraitance',
    'chute_inconscience',
    'respiration',
    'enfant_danger',
    'intoxication',
    'urgence_medicale',
  ];

  it.each(kinds)('opens with a bold heading and lists every Swiss number once for %s', (kind) => {
    const block = emergencyBlock([kind]);
    expect(block.startsWith('**')).toBe(true);
    expect([...listed(block)].sort()).toEqual([...allNumbers].sort());
    expect(block).toContain('intelligence artificielle');
    expect(block).toContain('pas un service d’urgence');
  });

  it('puts 144 then La Main Tendue first for suicidal words, with a warm message to the user', () => {
    const block = emergencyBlock(['suicide']);
    expect(listed(block).slice(0, 2)).toEqual(['144', '143']);
    expect(block).toContain('vous comptez');
    expect(block).toContain('24 h/24');
  });

  it('adds Pro Juventute right after them for a young person', () => {
    expect(listed(emergencyBlock(['suicide', 'enfant_danger'])).slice(0, 4)).toEqual([
      '144',
      '143',
      '147',
      '117',
    ]);
  });

  it('puts the police and Vieillesse sans violence first for the abuse of an older person', () => {
    expect(listed(emergencyBlock(['maltraitance'])).slice(0, 2)).toEqual(['117', '0848 00 13 13']);
    expect(listed(emergencyBlock(['maltraitance', 'enfant_danger'])).slice(0, 2)).toEqual(['117', '147']);
  });

  it('puts Tox Info then 144 first for a poisoning', () => {
    expect(listed(emergencyBlock(['intoxication'])).slice(0, 2)).toEqual(['145', '144']);
  });

  it('gives 144 and first-aid gestures for a fall or breathing trouble', () => {
    const fall = emergencyBlock(['chute_inconscience']);
    expect(listed(fall)[0]).toBe('144');
    expect(fall).toContain('Ne déplacez pas');
    expect(fall).toContain('position latérale de sécurité');
    expect(fall).toContain('Restez auprès');
    const breathing = emergencyBlock(['respiration', 'chute_inconscience']);
    expect(listed(breathing)[0]).toBe('144');
    expect(breathing).toContain('tapes vigoureuses dans le dos');
    expect(breathing.match(/Appelez le \*\*144\*\*/g)).toHaveLength(1);
  });

  it('lists the other numbers in a fixed order after the most relevant ones', () => {
    expect(listed(emergencyBlock(['respiration']))).toEqual(allNumbers);
  });

  it('is empty without an emergency', () => {
    expect(emergencyBlock([])).toBe('');
  });
});

describe('maskedNotice', () => {
  it('names what was masked in a French list and why, in italics', () => {
    expect(maskedNotice(['nom', 'date de naissance', 'adresse'])).toBe(
      '_Pour protéger les personnes concernées (protection des données, nLPD), j’ai masqué avant tout enregistrement : le nom, la date de naissance et l’adresse. Vous pouvez décrire la situation sans données identifiantes._',
    );
    expect(maskedNotice(['téléphone'])).toContain(
      'masqué avant tout enregistrement : le numéro de téléphone.',
    );
    expect(maskedNotice(['e-mail', 'numéro AVS'])).toContain(': l’adresse e-mail et le numéro AVS.');
  });

  it('is empty when nothing was masked', () => {
    expect(maskedNotice([])).toBe('');
  });
});

describe('offTopicReply', () => {
  it('keeps its rules and does not share its instructions on an override attempt', () => {
    const reply = offTopicReply('injection');
    expect(reply).toContain('je ne peux pas partager mes instructions');
    expect(reply).toContain('intelligence artificielle');
  });

  it('says the request is outside its field and steers back to care', () => {
    const reply = offTopicReply('hors_sujet');
    expect(reply).toContain('sort de mon domaine');
    expect(reply).toContain('Décrivez-moi la situation');
  });

  it.each(['injection', 'hors_sujet'] as const)(
    'offers 2 to 3 example questions and no strategy (%s)',
    (kind) => {
      const reply = offTopicReply(kind);
      const examples = reply.split('\n').filter((line) => line.startsWith('- '));
      expect(examples.length).toBeGreaterThanOrEqual(2);
      expect(examples.length).toBeLessThanOrEqual(3);
      for (const example of examples) expect(example).toMatch(/^- « .+ ? »$/);
      expect(reply).not.toMatch(/Humanitude|Montessori|Validation|stratégie/i);
    },
  );
});
