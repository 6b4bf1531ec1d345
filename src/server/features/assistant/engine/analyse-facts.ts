import { alzheimer, type Cue, list, matchesAny } from './analyse-lexicon';
import type { FactId } from './types';

/**
 * The key facts of a situation (issue 5: who, where, when, what triggers it, what was tried), the
 * age and the settings, read from normalised text (see normalize.ts).
 */

/** Settings, normalised to one id each; the first ones are institutions, domicile comes last. */
export const settingCues: Record<string, readonly Cue[]> = {
  ems: [
    ...list(`
      ems, ehpad, ehpa, usld, home, maison de retraite, residence senior*, unite protegee
      unite de vie protegee, cantou, etablissement medico social, residence pour personnes agees
    `),
  ],
  ecole: [
    ...list(`
      ecole*, en classe, ma classe, la classe, sa classe, maternelle, primaire, college, lycee
      recre*, recreation, cantine, maitresse, enseignant*, aesh, instit*, scolaire
    `),
    /(?:^| )(?:mon|ma|mes|un|une|le|la|les|des|cet|cette|ces|nos|notre) eleves?(?= |$)/,
  ],
  creche: list('creche*, garderie, maman de jour, uape, apems, nounou, assistante maternelle'),
  foyer: [
    /(?:^| )foyers?(?! familial)(?= |$)/,
    ...list('ime, esat, mas, fam, institution*, atelier protege, internat'),
  ],
  hopital: list(
    'hopital, hospitalis*, clinique, urgences, chuv, hug, psychiatrie, geriatrie, service de geriatrie',
  ),
  accueil_de_jour: list('accueil de jour, centre de jour'),
  domicile: [
    ...list(`
      domicile, a la maison, chez elle, chez lui, chez nous, chez moi, chez eux, appartement
      soins a domicile, cms, spitex, notre lit
    `),
    /(?:^| )maison(?! de retraite)(?= |$)/,
  ],
};

/** Places inside a setting: enough to know where it happens. */
const places: readonly Cue[] = list(`
  chambre, couloir*, salle de bain*, salle a manger, refectoire, salon, cuisine, jardin, dehors
  exterieur, cour, parc, voiture, magasin, supermarche, bus, transport*, ascenseur, unite, etage
  dans son lit, dans notre lit, au lit, aux toilettes, piscine, atelier, salle de classe
  salle de activite*, en groupe, en collectivite, lieu de vie, dans le service, du service
  au service, notre service, mon service, le service de, salle commune, sur le palier
`);

const numberWord =
  '(?:[0-9]+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|quelques|plusieurs)';

const factCues: Record<Exclude<FactId, 'who' | 'where'>, readonly Cue[]> = {
  when: [
    ...list(`
      le matin, les matins, ce matin, le soir, les soirs, ce soir, la nuit, les nuits, par nuit
      la journee, en journee, apres midi, fin de journee, en soiree, crepuscule, au repas, aux repas
      les repas, a table, au coucher, le coucher, au lever, au reveil, depuis peu, depuis hier
      depuis longtemps, depuis toujours, recemment, le week end, les week ends, tous les *
      chaque jour, chaque soir, chaque matin, chaque nuit, chaque fois, chaque semaine, lundi*
      mardi*, mercredi*, jeudi*, vendredi*, samedi*, dimanche*, pendant les visites
      lors des visites, apres les visites, a la sortie, en sortant, a la recre*, pendant la recre*
      apres la recre*, au retour, le midi, a midi, au gouter, au dejeuner, au diner, nocturne*, depuis que
    `),
    /(?:^| )(?:vers|a|des|apres|avant|entre|de|jusque) [0-9]{1,2} ?(?:h|heures?)(?:[0-9]{2})?(?= |$)/,
    /(?:^| )[0-9]{1,2}h[0-9]{0,2}(?= |$)/,
    /(?:^| )(?:pendant|lors|durant|au moment|avant|apres) (?:les?|la|des|de|du) [a-z]/,
    new RegExp(
      `(?:^| )depuis (?:(?:plus de|pres de|environ|bientot|${numberWord}) ){0,3}(?:jours?|semaines?|mois|ans?|annees?)`,
    ),
    /(?:^| )depuis (?:la|le|son|sa|ses|les|une|un) [a-z]/,
    /(?:^| )(?:[0-9]+|deux|trois|quatre|cinq|plusieurs|une|1) fois par (?:jour|nuit|semaine|heure)/,
    // "quand on change d'activité" says when; a bare "quand…" clause is read as the trigger only.
    /(?:^| )quand (?:on )?(?:change|passe|arrete|quitte|part|rentre|arrive)[a-z]*(?= |$)/,
  ],
  trigger: [
    ...list(`
      lorsque, des que, chaque fois que, a chaque fois, a cause de*, en raison de*, suite a
      apres que, declench*, provoqu*, en reaction, si on, au moment ou, le bruit, au bruit
      aux bruits, les bruits, au toucher, le toucher, quand on le touche, quand on la touche
      changement*, transition*, imprevu*, frustration*, attente, consigne*, visite*, la foule sans prevenir, quand on change
      quand le programme change, refus de*, contrari*, on lui dit non, on lui refuse, depuis que
    `),
    /(?:^| )quand(?! meme)(?= |$)/,
    // A care moment is what sets it off ("agitée pendant les soins"); "refuse la douche" alone is not.
    /(?:^| )(?:pendant|lors|durant|au moment|a chaque|chaque fois)(?: [a-z]+){0,2} (?:douche|toilette|bain|soins?|change|habillage|repas|visites?)(?= |$)/,
    /(?:^| )depuis (?:la|le|son|sa|ses|les|l) (?:naissance|deces|mort|arrivee|entree|demenagement|chute|hospitalisation|changement|divorce|separation|rentree|operation|depart|vacances|retour|admission)/,
    /(?:^| )apres (?:la|le|les|une|un) (?:recre|visite|repas|douche|toilette|sieste|ecole|classe|diner|dejeuner|gouter|bain|appel|dispute)/,
  ],
  tried: [
    ...list(`
      sans succes, en vain, rien ne marche, rien ne fonctionne, rien ne y fait, rien ne change
      ne marche pas, ne fonctionne pas, marche pas, fonctionne pas, sans resultat, malgre
      on essaie, nous essayons, je essaie, on tente, nous tentons, je tente, deja essaye*
      deja tente*, deja teste*, mis en place, on lui propose, nous lui proposons, on utilise
      nous utilisons, on fait deja, a ete essaye*, a ete tente*, ont ete essaye*, avons essaye*
    `),
    /(?:^| )(?:on|nous|je|equipe|collegues?|parents?|maitresse|enseignant[a-z]*|medecin|il|elle|ils) (?:lui |le |la |les |y )?(?:a|avons|ai|ont|avait|avions|avais|as)(?: (?:deja|aussi|bien|tout|pourtant|meme|alors|donc)){0,3} (?:essaye|essaie|tente|teste|propose|change|mis|utilise|fait|parle|installe|introduit|demande|consulte|appele|adapte|modifie|augmente|diminue|reduit|supprime|arrete|instaure|donne|prescrit)[a-z]*/,
  ],
};

/** Someone described, not a bare pronoun: an age, a diagnosis, or a role noun with a detail. */
const roleNoun =
  /(?:^| )(?:residente?s?|residante?s?|patiente?s?|beneficiaires?|usager(?:e|s)?|pensionnaires?|eleves?|enfants?|fils|filles?|fillettes?|garcons?|bebes?|ados?|adolescente?s?|jeunes?|hommes?|femmes?|dames?|monsieur|madame|mme|grand (?:mere|pere)|mere|pere|mari|epouse|maman|papa|personnes?|adultes?|seniors?|mamie|papy|papi|frere|soeur|neveu|niece|client(?:e|s)?)(?= |$)/;
/** Conditions that describe the person on their own ("elle a Alzheimer", "il est autiste"). */
const diagnosis: readonly Cue[] = [
  alzheimer,
  ...list(`
    demen*, dement*, tsa, autis*, asperger, trisomi*, polyhandica*, handicap*, deficien*
    parkinson, tdah, hyperacti*, paralysie cerebrale, imc, avc, aveugle*, sourd*, malvoyant*
    epilep*, troubles cognitifs, troubles neurocognitifs, grabataire, dyspraxi*, dyslexi*
    octogenaire*, nonagenaire*, centenaire*, corps de lewy, x fragile, prematur*
  `),
];
const detail: readonly Cue[] = list(`
  atteint*, souffrant de, porteu* de, diagnostique*, agee*, age de
  desorient*, alite*, en fauteuil, tres age*, jeune adulte
  en soins palliatifs, en fin de vie, en deuil, veuf*, veuve*, hospitalis*, en institution
  en situation de handicap, nouvellement arrive*, recemment arrive*
`);
/**
 * An adult relative names one particular person and their stage of life ("ma grand-mère", "mon
 * père"); a child or a pupil still needs an age ("mon élève" alone is not enough).
 */
const relation = /(?:^| )(?:mon|ma|notre) (?:grand (?:mere|pere)|mere|pere|mari|epouse|femme)(?= |$)/;

export function readFacts(normalized: string, age: number | null): Record<FactId, boolean> {
  // "rentrer à la maison" is where a wandering resident wants to go, not where it happens.
  const placeText = normalized.replace(
    /(?:rentrer|retourner|aller) (?:a la maison|chez (?:elle|lui|eux|moi))/g,
    ' ',
  );
  return {
    who:
      age !== null ||
      matchesAny(normalized, diagnosis) ||
      (roleNoun.test(normalized) && matchesAny(normalized, detail)) ||
      relation.test(normalized),
    where: matchesAny(placeText, places) || readSettings(placeText).length > 0,
    when: matchesAny(normalized, factCues.when),
    trigger: matchesAny(normalized, factCues.trigger),
    tried: matchesAny(normalized, factCues.tried),
  };
}

export function readSettings(normalized: string): string[] {
  const text = normalized.replace(
    /(?:rentrer|retourner|aller) (?:a la maison|chez (?:elle|lui|eux|moi))/g,
    ' ',
  );
  return Object.entries(settingCues)
    .filter(([, cues]) => matchesAny(text, cues))
    .map(([id]) => id);
}

const units: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
  cent: 100,
};

/** Words before "ans" that make it a duration, not an age ("depuis 2 ans", "il y a 3 ans"). */
const durationWords = new Set(
  list(
    'depuis, pendant, durant, dans, ces, les, voila, fait, apres, avant, pour, en, tous, chaque, par, sur, derniers, dernieres, premiers, premieres, quelques, plusieurs, ya, marie, mariee, maries',
  ),
);

/** The age of the person, in years: "de 88 ans", "elle a 7 ans", "quatre-vingt-douze ans", "18 mois". */
export function readAge(normalized: string): number | null {
  const tokens = normalized.split(' ');
  for (let i = 0; i < tokens.length; i++) {
    const unit = tokens[i];
    if (unit !== 'ans' && unit !== 'an' && unit !== 'mois') continue;
    let start = i;
    let value = 0;
    // Digits ("88") or French number words read backwards ("quatre vingt huit", "septante deux").
    if (/^[0-9]{1,3}$/.test(tokens[i - 1] ?? '')) {
      start = i - 1;
      value = Number(tokens[i - 1]);
    } else {
      const numberTokens: string[] = [];
      for (let j = i - 1; j >= 0 && (units[tokens[j] ?? ''] !== undefined || tokens[j] === 'et'); j--) {
        numberTokens.unshift(tokens[j] as string);
        start = j;
      }
      value = wordsToNumber(numberTokens);
    }
    if (value <= 0 || start === i) continue;
    const before = tokens.slice(Math.max(0, start - 3), start);
    const previous = before.at(-1) ?? '';
    const isDuration =
      durationWords.has(previous) ||
      before.some((word) => word === 'depuis' || word === 'pendant' || word === 'durant') ||
      (previous === 'a' && before.at(-2) === 'y');
    if (isDuration) continue;
    const years = unit === 'mois' ? Math.floor(value / 12) : value;
    if (years <= 120) return years;
  }
  // "92a", "88ans": the age typed in a hurry.
  const short = /(?:^| )([0-9]{1,3})(?:a|ans)(?= |$)/.exec(normalized);
  if (short?.[1] && Number(short[1]) <= 120) return Number(short[1]);
  const born =
    /(?:^| )nee?s? (?:en |le )?(?:[0-9]{1,2} (?:[0-9]{1,2}|[a-z]+) )?((?:19|20)[0-9]{2})(?= |$)/.exec(
      normalized,
    );
  if (born?.[1]) return new Date().getFullYear() - Number(born[1]);
  return null;
}

function wordsToNumber(tokens: readonly string[]): number {
  let total = 0;
  let last = 0;
  for (const token of tokens) {
    const value = units[token];
    if (value === undefined) continue;
    if (value === 100) total = (total || 1) * 100;
    // "quatre-vingt(s)": four twenties, not 4 + 20.
    else if (value === 20 && last === 4) total += 76;
    else total += value;
    last = value;
  }
  return total;
}
