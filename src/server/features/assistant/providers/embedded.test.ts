import { describe, expect, it } from 'vitest';
import { analyse } from '../engine/analyse';
import { withCard } from '../engine/cards/case-card';
import { composeWrapUp } from '../engine/compose-card';
import { emptyCase } from '../engine/types';
import { embeddedProvider } from './embedded';

describe('the embedded engine over a long conversation', () => {
  it('goes on with neighbouring cards’ strategies, and never says a line twice', async () => {
    const messages = [
      'Ma belle-mère de 86 ans vit chez nous depuis l’été. Elle ne dort pas la nuit et se lève vers 2 heures.',
      'Elle se couche à 19 heures parce qu’elle s’ennuie.',
      'Elle fait aussi une sieste de deux heures après le dîner.',
      'Si on la fait se coucher plus tard, qu’est-ce qu’on peut lui proposer le soir ?',
      'D’accord, on va essayer.',
      'Et si ça ne marche pas ?',
      'Merci.',
    ];
    let state = emptyCase();
    const said = new Set<string>();
    const openings: string[] = [];
    const replies: string[] = [];
    for (const [turn, message] of messages.entries()) {
      state = withCard(
        { ...analyse(message, state), card: state.card, given: state.given, speaker: state.speaker },
        message,
      );
      const reply = await embeddedProvider.reply({
        history: [],
        message,
        state,
        mode: 'propose',
        followUps: [],
        resources: [],
        isFirstReply: turn === 0,
      });
      const lines = reply.message.split('\n').filter((line) => line.length >= 25 && !line.startsWith('#'));
      for (const line of lines) {
        expect(said.has(line), `turn ${turn} repeats: ${line}`).toBe(false);
        said.add(line);
      }
      openings.push(lines[0] ?? '');
      replies.push(reply.message);
      state = { ...state, given: [...(state.given ?? []), ...(reply.given ?? [])] };
    }
    // Neighbouring cards carry the conversation on: their strategies, then their own reply.
    expect(replies.some((text) => text.includes('## D’autres pistes'))).toBe(true);
    // Never the generic fallback written for children in an old person's conversation.
    expect([...said].join('\n')).not.toMatch(/l’enfant/);
  });
});

describe('where to go from here', () => {
  it('says each closing line once, then leaves the reply to the general composer', () => {
    let given: string[] = [];
    const said: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = composeWrapUp({ resources: [], given, message: 'Merci.' });
      if (!reply) throw new Error('a closing line was expected');
      expect(said).not.toContain(reply.message);
      said.push(reply.message);
      given = [...given, ...reply.given];
    }
    expect(composeWrapUp({ resources: [], given, message: 'Merci.' })).toBeNull();
  });
});
