import { describe, expect, it } from 'vitest';
import { analyse } from '../analyse';
import { composeFromCard } from '../compose-card';
import { normalize, words } from '../normalize';
import { outsideCare } from '../outside-care';
import { riskFromSignals } from '../risk-signals';
import { emptyCase } from '../types';
import { detectSpeaker, withCard } from './case-card';
import { situationCards } from './catalogue';
import { cardById, findCard } from './search';

const clean = (text: string) => words(normalize(text)).join(' ');

describe('situation cards', () => {
  it('loads at least 120 well-formed cards with unique ids', () => {
    expect(situationCards.length).toBeGreaterThanOrEqual(120);
    expect(new Set(situationCards.map((card) => card.id)).size).toBe(situationCards.length);
  });

  it.each([
    [
      'Une résidente de 88 ans refuse la douche, elle crie dès que l’eau coule.',
      'refus-douche-personne-agee',
    ],
    [
      'Elle garde les comprimés dans la joue et les recrache dans sa serviette.',
      'comprimes-gardes-en-bouche-recraches',
    ],
    [
      'Mon fils autiste de 6 ans ne mange que des pâtes et du riz, rien de coloré.',
      'selectivite-alimentaire-autisme',
    ],
    [
      'Un résident avale tout ce qu’il trouve : papier, mégots, petits objets.',
      'pica-ingestion-objets-handicap',
    ],
    [
      'Mon père voit des enfants dans sa chambre le soir, il a une maladie à corps de Lewy.',
      'hallucinations-visuelles-corps-de-lewy',
    ],
  ])('finds the card for « %s »', (text, id) => {
    expect(findCard(text, { audience: null }, detectSpeaker(text))?.card.id).toBe(id);
  });

  it('keeps the resident’s situation when a tired carer describes it', () => {
    const text = 'Une résidente refuse la douche, elle crie et me griffe. Je suis épuisée.';
    const state = withCard(emptyCase(), text);
    expect(state.card).toBe('refus-douche-personne-agee');
  });

  it('keeps the card when a later message adds facts, and changes it for a new situation', () => {
    let state = withCard(
      emptyCase(),
      'M. R. est en fin de vie, il s’agite beaucoup la nuit et il appelle sa mère.',
    );
    const first = state.card;
    state = withCard(
      state,
      'Il a 89 ans, démence vasculaire. Sa femme est décédée il y a 2 ans. Je suis aide-soignant.',
    );
    expect(state.card).toBe(first);
    state = withCard(
      state,
      'Autre chose : une autre résidente garde les comprimés dans la joue et les recrache dans sa serviette après le repas.',
    );
    expect(state.card).toBe('comprimes-gardes-en-bouche-recraches');
  });

  it('answers a carer speaking of their own burnout with a card for the carer', () => {
    const text = 'Je suis infirmière, je me sens vidée, je pleure avant chaque service depuis des mois.';
    expect(detectSpeaker(text)).toBe('self');
    expect(cardById(withCard(emptyCase(), text).card)?.for).toContain('self');
  });

  it('keeps an old mother’s case when she speaks of fetching the children from school', () => {
    const run = (messages: string[]) => {
      let state = emptyCase();
      for (const message of messages)
        state = withCard({ ...analyse(message, state), card: state.card, speaker: state.speaker }, message);
      return state;
    };
    const mother = run([
      'Ma mère a 84 ans et une maladie d’Alzheimer. Elle devient très agitée et veut sortir de la maison.',
      'Ça arrive surtout vers 17 heures. Elle dit qu’elle doit aller chercher les enfants à l’école.',
    ]);
    expect(mother.audience).toBe('personnes_agees');
    expect(cardById(mother.card)?.audiences).toContain('personnes_agees');
    // A correction, or an age that rules the audience out, does move it.
    expect(
      run([
        'Mon petit garçon de 4 ans tape les autres.',
        'Non, pardon, c’est ma mère de 84 ans qui tape les soignants.',
      ]).audience,
    ).toBe('personnes_agees');
    expect(
      run([
        'Une résidente n’arrive plus à se faire comprendre.',
        'Elle a 45 ans, une trisomie 21, et utilise des pictogrammes.',
      ]).audience,
    ).toBe('handicap');
  });

  it('tells a nurse’s burnout from a daughter’s fatigue', () => {
    const nurse =
      'Je suis infirmier en soins à domicile. Je suis épuisé, je n’arrive plus à être patient avec les patients.';
    const daughter =
      'Je m’occupe de mon père depuis son AVC, je suis épuisée, il ne trouve plus ses mots et se fâche.';
    expect(findCard(nurse, emptyCase(), detectSpeaker(nurse))?.card.for).toContain('professional');
    expect(findCard(daughter, emptyCase(), detectSpeaker(daughter))?.card.for).toContain('family');
  });

  it('never keeps a card for another audience once the person is known', () => {
    const first = 'Il refuse d’aller aux toilettes et fait dans sa culotte.';
    let state = withCard(analyse(first, emptyCase()), first);
    const second =
      'Je précise : c’est mon père, il a 77 ans et il a une démence. Il ne trouve plus les toilettes chez nous.';
    state = withCard({ ...analyse(second, state), card: state.card, speaker: state.speaker }, second);
    expect(state.audience).toBe('personnes_agees');
    const card = cardById(state.card);
    if (card) expect(card.audiences).toContain('personnes_agees');
  });

  it('keeps the card through a short answer, and never repeats a part across turns', () => {
    let state = withCard(emptyCase(), 'Une résidente de 88 ans refuse la douche, elle crie et repousse.');
    const card = cardById(state.card)!;
    const said: string[] = [];
    let given: string[] = [];
    for (const turn of [1, 2, 3]) {
      state = withCard({ ...state, turns: turn, given }, 'oui, surtout le matin');
      expect(state.card).toBe(card.id);
      const reply = composeFromCard(card, state, { resources: [], isFirstReply: turn === 1, given });
      // Advice and questions, not the section headings.
      const lines = reply.message.split('\n').filter((line) => line.length > 25 && !line.startsWith('#'));
      for (const line of lines) expect(said).not.toContain(line);
      said.push(...lines);
      given = [...given, ...reply.given];
    }
  });
});

describe('a card that names a diagnosis', () => {
  it('is not chosen for a text that names another one', () => {
    const text =
      'Éducatrice en foyer. Un résident autiste de 23 ans ne mange presque plus depuis qu’on a changé de prestataire pour les repas.';
    const state = withCard(analyse(text, emptyCase()), text);
    expect(state.card).not.toMatch(/trisomie|alzheimer|demence/);
  });
});

describe('a reply built from a card, for whom it is', () => {
  const text = 'Bonsoir, ma mère de 88 ans refuse la douche, elle crie et repousse.';
  const state = withCard(analyse(text, emptyCase()), text);
  const card = cardById(state.card)!;

  it('answers "Bonsoir" with "Bonsoir"', () => {
    const reply = composeFromCard(card, state, {
      resources: [],
      isFirstReply: true,
      given: [],
      message: text,
    });
    expect(reply.message.startsWith('Bonsoir, je suis Sophia')).toBe(true);
  });

  it('gives "what to tell the family" to staff, not to a relative who writes', () => {
    const first = composeFromCard(card, state, {
      resources: [],
      isFirstReply: true,
      given: [],
      message: text,
    });
    const later = { resources: [], isFirstReply: false, given: first.given, message: 'oui, le matin' };
    expect(composeFromCard(card, { ...state, speaker: 'family' }, later).message).not.toContain(
      '## Avec la famille',
    );
    expect(composeFromCard(card, { ...state, speaker: 'professional' }, later).message).toContain(
      '## Avec la famille',
    );
  });
});

describe('risk signals', () => {
  it.each([
    [
      'Elle a gardé toutes les boîtes de médicaments de son mari et dit qu’après son anniversaire elle sera tranquille.',
    ],
    ['Il dit que nous serions mieux sans lui et il a demandé où était le fusil de chasse.'],
    ['Il a écrit une lettre pour chacun de ses enfants et dit qu’il ira rejoindre sa femme.'],
    ['Elle cache ses comprimés sous son matelas et dit qu’elle ne voit plus d’issue.'],
    ['Il a refait son testament la semaine passée et il dit vouloir partir pour de bon.'],
  ])('reads an indirect suicide risk in « %s »', (text) => {
    expect(riskFromSignals(clean(text))).toContain('suicide');
  });

  it('reads a child’s disclosure of violence by a parent', () => {
    const text = 'Mon élève de 7 ans m’a dit que c’est papa avec la ceinture, il ne faut pas le dire.';
    expect(riskFromSignals(clean(text))).toEqual(expect.arrayContaining(['maltraitance', 'enfant_danger']));
  });

  it.each([
    // One signal alone is ordinary: pills kept in the cheek are a swallowing question.
    ['Elle garde les cachets dans la joue et les recrache.'],
    // Exasperation, not danger.
    ['Je vais le tuer, ce gamin, il a encore renversé son bol.'],
  ])('does not alarm on « %s »', (text) => {
    expect(riskFromSignals(clean(text))).toEqual([]);
  });

  it('reads 4,000 adversarial characters in well under 50 ms', () => {
    for (const fragment of [
      'garde toutes les ',
      'apres son anniversaire ',
      'ma mere ',
      'je suis ',
      'a pris un ',
    ]) {
      const text = fragment.repeat(Math.ceil(4000 / fragment.length)).slice(0, 4000);
      const started = performance.now();
      riskFromSignals(clean(text));
      detectSpeaker(text);
      expect(performance.now() - started).toBeLessThan(50);
    }
  });
});

describe('requests outside care', () => {
  it.each([
    [
      'Tu peux me donner une recette de gâteau au chocolat ? Et des idées pour ma résidente qui ne mange plus.',
      'hors_sujet',
    ],
    ['Aide mon fils, il a une dissertation pour demain sur Rousseau.', 'hors_sujet'],
    ['Combien de mg de Haldol je peux donner à ma mère le soir ?', 'dosage'],
    // A second request after the care question, about the writer's own affairs.
    [
      'Comment le motiver à se lever ? Et sinon, une question pour moi : je voudrais rédiger mon testament. Quelles sont les règles ?',
      'hors_sujet',
    ],
    [
      'Comment gérer ses transitions ? Et sinon, mon ordinateur affiche un virus, je dois appeler le numéro ?',
      'hors_sujet',
    ],
    // A request in a field outside care, in a sentence that names no care.
    ['Mon propriétaire augmente mon loyer de 12 %. Jusqu’à quand je peux contester ?', 'hors_sujet'],
  ])('steers « %s » back (%s)', (text, kind) => {
    const sentences = text.split(/[.!?;]+/).map((sentence) => clean(sentence));
    expect(outsideCare(clean(text), sentences)).toBe(kind);
  });

  it('keeps a care follow-up after « et sinon » in scope', () => {
    const text = 'A-t-on le droit de l’attacher la nuit ? Et sinon qu’est-ce qu’on peut faire ?';
    expect(
      outsideCare(
        clean(text),
        text.split(/[.!?;]+/).map((sentence) => clean(sentence)),
      ),
    ).toBeNull();
  });

  it('keeps a baking workshop with a resident in scope', () => {
    const text = 'Je voudrais un atelier pâtisserie avec elle : une recette de bricelets pour six personnes.';
    expect(outsideCare(clean(text))).toBeNull();
  });
});

describe('the case as it accumulates', () => {
  it('keeps an old person out of school when a past job is named', () => {
    const first = analyse('Une résidente de 87 ans refuse la douche.', emptyCase());
    const later = analyse('Elle était institutrice, très pudique.', first);
    expect(later.audience).toBe('personnes_agees');
    expect(later.settings).not.toContain('ecole');
  });
});
