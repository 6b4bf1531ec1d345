import type { CaseState, ThemeId } from './types';

/**
 * The French phrases composeReply() builds its reformulation and reminders from. Only what the
 * case holds is restated (audience, age, setting, themes): never a name or a detail Sophia did not
 * receive, so nothing identifying can be invented.
 */

/** How a theme reads after "avec" in the reformulation. */
const themePhrases: Record<ThemeId, string> = {
  refus_soins: 'des refus de soins',
  agitation: 'de l’agitation',
  agressivite: 'des comportements agressifs',
  errance: 'de la déambulation',
  crepusculaire: 'des difficultés qui augmentent en fin de journée',
  anxiete: 'de l’anxiété',
  apathie: 'un repli ou une apathie',
  douleur: 'une douleur possible',
  sommeil: 'des difficultés de sommeil',
  alimentation: 'des difficultés autour des repas',
  hygiene: 'des difficultés lors de la toilette',
  chute: 'des chutes ou un risque de chute',
  crise: 'des crises',
  autisme: 'un contexte d’autisme',
  tdah: 'un contexte de TDAH',
  transition: 'des difficultés lors des transitions',
  surcharge_sensorielle: 'une sensibilité particulière aux stimulations',
  communication_non_verbale: 'une communication surtout non verbale',
  automutilation: 'des comportements d’automutilation',
  fin_de_vie: 'un accompagnement de fin de vie',
  epuisement_aidant: 'une grande fatigue de votre côté',
  conflit_famille: 'des tensions avec la famille',
  deuil: 'un deuil',
  cris: 'des cris',
};

/** Settings as the analysis normalises them → how they read in French. Unknown ones are left out. */
const settingPhrases: Record<string, string> = {
  ems: 'en EMS',
  ehpad: 'en EHPAD',
  'maison de retraite': 'en maison de retraite',
  'unite protegee': 'en unité protégée',
  'accueil de jour': 'en accueil de jour',
  'centre de jour': 'en centre de jour',
  foyer: 'en foyer',
  institution: 'en institution',
  etablissement: 'en établissement',
  ime: 'en IME',
  esat: 'en ESAT',
  apems: 'en accueil parascolaire',
  ecole: 'à l’école',
  classe: 'en classe',
  creche: 'à la crèche',
  garderie: 'à la garderie',
  domicile: 'à domicile',
  maison: 'à la maison',
  hopital: 'à l’hôpital',
  clinique: 'en clinique',
  internat: 'en internat',
};

function joinFrench(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

function years(age: number): string {
  return age <= 1 ? `${age} an` : `${age} ans`;
}

/** Who the situation concerns, from the audience and the age ("une personne âgée de 88 ans"). */
export function describePerson(state: CaseState): string | null {
  const { audience } = state;
  // An age that does not fit the audience was misread ("88" of a room number): leave it out.
  const plausible = audience === 'personnes_agees' ? [55, 120] : audience === 'enfants' ? [0, 20] : [1, 120];
  const age =
    state.age !== null && state.age >= plausible[0]! && state.age <= plausible[1]! ? state.age : null;
  if (audience === 'personnes_agees') return age ? `une personne âgée de ${years(age)}` : 'une personne âgée';
  if (audience === 'enfants') {
    if (!age) return 'un enfant';
    return age >= 12 ? `un jeune de ${years(age)}` : `un enfant de ${years(age)}`;
  }
  if (audience === 'handicap') {
    return age
      ? `une personne de ${years(age)} en situation de handicap`
      : 'une personne en situation de handicap';
  }
  return age ? `une personne de ${years(age)}` : null;
}

export function describeSetting(state: CaseState): string | null {
  for (const setting of state.settings) {
    const phrase = settingPhrases[setting];
    if (phrase) return phrase;
  }
  return null;
}

/** "Si je comprends bien, …": what Sophia understood, or null when she understood nothing yet. */
export function reformulate(state: CaseState): string | null {
  const person = describePerson(state);
  const setting = describeSetting(state);
  // Autism and ADHD read as a context, the carer's exhaustion as a sentence of its own.
  const contexts: ThemeId[] = state.themes.filter((theme) => theme === 'autisme' || theme === 'tdah');
  const shown = state.themes
    .filter((theme) => theme !== 'epuisement_aidant' && !contexts.includes(theme))
    .slice(0, 4)
    .map((theme) => themePhrases[theme]);
  const context = contexts.length
    ? `dans un contexte ${joinFrench(contexts.map((theme) => (theme === 'autisme' ? 'd’autisme' : 'de TDAH')))}`
    : null;

  let sentence: string | null = null;
  if (person) {
    const who = `${person}${setting ? ` ${setting}` : ''}${context ? `, ${context}` : ''}`;
    sentence = `Si je comprends bien, la situation concerne ${who}${shown.length ? `, avec ${joinFrench(shown)}` : ''}.`;
  } else if (shown.length || context) {
    const what = joinFrench([...shown, ...(context ? [context.replace('dans ', '')] : [])]);
    sentence = `Si je comprends bien, la situation implique ${what}${setting ? `, ${setting}` : ''}.`;
  } else if (setting) {
    sentence = `Si je comprends bien, la situation se passe ${setting}.`;
  }
  if (state.themes.includes('epuisement_aidant')) {
    const tired = 'une grande fatigue : elle compte, et il est important d’en parler.';
    return sentence ? `${sentence} Vous évoquez aussi ${tired}` : `Vous évoquez ${tired}`;
  }
  return sentence;
}

const somaticThemes: ThemeId[] = [
  'agitation',
  'agressivite',
  'cris',
  'automutilation',
  'refus_soins',
  'sommeil',
  'crepusculaire',
  'apathie',
  'errance',
  'crise',
  'douleur',
];

/** The prudent reminders that fit the case, most important first (the reply keeps the first). */
export function reminders(state: CaseState): string[] {
  const has = (theme: ThemeId) => state.themes.includes(theme);
  const found: string[] = [];
  if (has('alimentation')) {
    found.push(
      'Une perte de poids, des aliments gardés en bouche ou une toux pendant les repas justifient d’alerter rapidement le médecin : un bilan de la déglutition et de la bouche peut être nécessaire.',
    );
  }
  if (has('chute')) {
    found.push('Après une chute, faites examiner la personne, même si elle semble aller bien.');
  }
  if (has('fin_de_vie')) {
    found.push('Pour le confort et la douleur, appuyez-vous sur le médecin et l’équipe de soins palliatifs.');
  }
  if (somaticThemes.some(has)) {
    found.push(
      state.audience === 'enfants'
        ? 'Un changement de comportement peut aussi avoir une cause physique (douleur, otite, dents, fatigue) : parlez-en au pédiatre ou au médecin.'
        : 'Un changement de comportement peut traduire une douleur ou un problème de santé (infection, constipation, vue, audition, effets d’un traitement) : faites-le vérifier par le médecin ou l’équipe soignante.',
    );
  }
  if (has('epuisement_aidant')) {
    found.push(
      'Votre santé compte aussi : parlez de votre fatigue à votre équipe, à votre responsable ou à votre médecin, et demandez du relais.',
    );
  }
  if (found.length === 0) {
    found.push(
      'Ces pistes ne remplacent pas l’avis de l’équipe et des professionnels qui connaissent la personne.',
    );
  }
  return found;
}

/** What to note before the next exchange: when, triggers, what helps, and one point for the case. */
export function observations(state: CaseState): string[] {
  const has = (theme: ThemeId) => state.themes.includes(theme);
  const lines = [
    '**Quand** : moment de la journée, lieu, personnes présentes, durée.',
    '**Déclencheurs** : ce qui se passe juste avant (soin, bruit, attente, changement, consigne).',
    '**Ce qui aide** : ce qui apaise, même un peu, et ce qui aggrave.',
  ];
  if (has('douleur') || has('automutilation') || has('communication_non_verbale')) {
    lines.push('**Signes de douleur** : grimaces, gestes de protection, changement de posture ou d’appétit.');
  } else if (has('sommeil')) {
    lines.push('**Nuits** : heures de coucher et de réveil, durée des réveils, ce qui aide à se rendormir.');
  } else if (has('alimentation')) {
    lines.push('**Repas** : quantités mangées et bues, moment où la personne s’arrête, évolution du poids.');
  } else if (has('epuisement_aidant')) {
    lines.push('**Pour vous** : les moments les plus lourds et ce qui vous ressource.');
  }
  return lines;
}
