import { describe, expect, it } from 'vitest';

import { readMessage, readReply } from './reply-reading';

describe('readReply (SPEC §4 "Reply reading")', () => {
  it('uses the content of a message sent as an object', () => {
    expect(readReply({ message: { content: 'Bonjour **Claire**' } }).message).toBe('Bonjour **Claire**');
  });

  it('extracts the message field of JSON text', () => {
    const text = JSON.stringify({ message: 'Voici mes pistes.\n\n1. Observer', resources: [] });
    expect(readMessage(text)).toBe('Voici mes pistes.\n\n1. Observer');
  });

  it('extracts it from a fenced JSON block, and by matching the text when the JSON is broken', () => {
    expect(readMessage('```json\n{"message": "Dans un bloc"}\n```')).toBe('Dans un bloc');
    expect(readMessage('{"message": "Coupé\\nen deux", "resources": [')).toBe('Coupé\nen deux');
  });

  it('leaves ordinary text alone, braces included', () => {
    expect(readMessage('Une réponse {normale} sans JSON')).toBe('Une réponse {normale} sans JSON');
    expect(readMessage(undefined)).toBe('');
  });

  it('takes approaches from theoretical_approaches when approaches is empty', () => {
    const approach = { name: 'Validation', description: 'Naomi Feil', principles: ['Accueillir'] };
    const reply = readReply({ message: 'ok', approaches: [], theoretical_approaches: [approach] });
    expect(reply.approaches).toEqual([{ ...approach, recommendations: [] }]);
    expect(reply.theoretical_approaches).toEqual(reply.approaches);
  });

  it('flattens the practical approaches’ recommendations when practicalAdvice is missing', () => {
    const reply = readReply({
      message: 'ok',
      practical_approaches: [
        { name: 'Montessori', description: '', recommendations: ['Proposer un choix', 'Ralentir'] },
        { name: 'Humanitude', description: '', recommendations: ['Regarder avant de toucher'] },
      ],
    });
    expect(reply.practicalAdvice).toEqual(['Proposer un choix', 'Ralentir', 'Regarder avant de toucher']);
    expect(reply.practical_approaches).toHaveLength(2);
  });

  it('prefers practicalAdvice when it is given', () => {
    const reply = readReply({
      message: 'ok',
      practicalAdvice: ['Tenir un journal'],
      practical_approaches: [{ name: 'PBS', description: '', recommendations: ['Autre'] }],
    });
    expect(reply.practicalAdvice).toEqual(['Tenir un journal']);
  });

  it('drops malformed items and keeps a resource without id as it is', () => {
    const reply = readReply({
      conversationId: 12,
      message: 'ok',
      resources: [
        null,
        { description: 'sans titre' },
        { title: 'Guide', description: 'd', type: 'site', approach: 'x' },
      ],
      approaches: ['texte', { name: 'PCC', principles: [1, 'Écouter'] }],
      analysis: { emergency: true },
    });
    expect(reply.conversationId).toBe(12);
    expect(reply.resources).toEqual([{ title: 'Guide', description: 'd', type: 'site', approach: 'x' }]);
    expect(reply.approaches).toEqual([
      { name: 'PCC', description: '', principles: ['Écouter'], recommendations: [] },
    ]);
    expect(reply.emergency).toBe(true);
  });
});
