import type { EmergencyKind } from './types';

/**
 * Danger read from SIGNALS rather than textbook words (docs/decisions/016): people rarely write
 * "suicidaire"; they write that the boxes of medicines are kept, that it will be over after the
 * birthday, that everyone would be better off. One signal alone is often ordinary; two kinds of
 * signal together (means and a time, a burden and a farewell…) are a risk to act on today.
 *
 * Runs on normalised text (lower case, no accents, elisions opened: "j'ai" → "je ai"). Every
 * pattern is a bounded alternation, with gaps of at most a few words: linear-time.
 */

/** Up to n words between two parts of a signal. */
const gap = (n: number) => `(?:\\S+ ){0,${n}}`;
const GAP = gap(4);
const re = (source: string) => new RegExp(`\\b(?:${source})`, 'g');

/** The kinds of suicide-risk signal; two different kinds make a risk. */
const suicideSignals = {
  means: re(
    [
      `(?:garde\\w*|stocke\\w*|cache\\w*|mis de cote|accumule\\w*|achete\\w*) (?:toute?s? )?(?:les |ses |mes |des |une |un )?(?:boites?|plaquettes?|somniferes?|reserves? de medicaments|corde)`,
      'pleine boite|boites? pleines?|poutres? du garage',
      'tout ce que? il (?:me )?faut',
      'ce que? il faut (?:dans|a la|chez|pour)',
      `(?:fusil|carabine|pistolet|revolver|cartouches|corde)`,
      `(?:quelle|la) hauteur ${GAP}(?:balcon|fenetre|pont|terrasse|etage|toit)`,
      `(?:ses|mes|nos) medicaments et les (?:miens|siens|leurs)`,
      'arme de service|mort aux rats|raticide|pesticide|insecticide|desherbant',
      `(?:cache|garde|met) ${GAP}(?:medicaments|comprimes|cachets|pilules) (?:de cote|sous (?:son|le) matelas|dans (?:son|sa) (?:tiroir|sac|table de nuit))`,
    ].join('|'),
  ),
  time: re(
    [
      'ce soir (?:ce sera|ce est|c est) (?:la )?(?:derniere|fini)',
      'derniere fois que (?:vous|tu|on)',
      'apres (?:le |la |son |sa |mon |ma )?(?:anniversaire|noel|fetes|paques)|a noel (?:je|il|elle) (?:ne )?(?:serai|sera)',
      `demain ${GAP}(?:je|il|elle) (?:saute|sauterai|me jette|se jette)`,
      `(?:demain|ce soir|cette nuit) quand ${GAP}(?:parti|partis|dormira|couche)`,
      'je me suis organise|tout (?:est )?(?:prevu|organise|regle)',
      `(?:ce week end|samedi|dimanche|lundi) ${GAP}(?:ce sera fini|je ne serai plus|il ne sera plus|elle ne sera plus|je partirai)`,
      `quand (?:je serai|il sera|elle sera) seule? ${GAP}(?:je le ferai|il le fera|elle le fera|ce sera le moment)`,
      `(?:refait|change|modifie|redige) (?:son|mon) testament`,
    ].join('|'),
  ),
  burden: re(
    [
      'mieux sans (?:moi|lui|elle)',
      '(?:un|une) (?:poids|fardeau|charge) pour',
      'je suis (?:un|une) (?:poids|fardeau|charge)',
      '(?:ne )?(?:sers?|sert) (?:plus )?a rien',
      'plus (?:aucune )?raison de',
      'plus simple pour tout le monde|je (?:ne )?tiens plus',
      'je suis au bout|suis a bout|assez vecu|personne (?:ne )?(?:se? en rendra compte|remarquera)',
      'a quoi bon|(?:ne )?vaut plus la peine|(?:je|il|elle) (?:ne )?(?:veux|veut) (?:juste )?que (?:ca|tout) se? arrete',
      '(?:je|il|elle) (?:ne )?(?:vois|voit) plus (?:d issue|de issue|de sortie|comment continuer)',
    ].join('|'),
  ),
  leave: re(
    [
      `(?:rejoindre|retrouver) (?:mon|ma|son|sa|notre) (?:mari|femme|epoux|epouse|fils|fille|maman|papa)`,
      `(?:irai|ira|vais|va|veux|veut) (?:le |la )?(?:rejoindre|retrouver) [a-z]+`,
      'partir (?:le|la) (?:rejoindre|retrouver)|dormir pour de bon|partir (?:tous )?(?:les )?(?:deux )?ensemble|partirai\\w* ensemble|partirions ensemble|partirait ensemble',
      '(?:je|il|elle) (?:ne )?(?:serai|sera) plus la',
      'plus la pour (?:longtemps|personne)',
      'partir pour de bon|(?:ne )?plus etre la|disparaitre pour de bon|ne plus me reveiller|ne plus se reveiller',
    ].join('|'),
  ),
  farewell: re(
    [
      'merci pour tout',
      `(?:ecrit|laisse|donne) ${GAP}(?:une |des )?lettres? (?:pour|a) (?:chacun|mes|ses|tous)`,
      `(?:donne|distribue|offert) ${GAP}(?:affaires|outils|bijoux|objets|console|veste|collection|montre)`,
      'adieu (?:tout le monde|a tous)',
      'vide (?:son|sa|mon|ma) (?:casier|chambre|armoire)',
      'dit (?:adieu|au revoir a tout le monde)',
      'range (?:toute )?la maison',
      'fait ses adieux|fais mes adieux|(?:confie|donne) (?:son|mon) (?:chat|chien)',
    ].join('|'),
  ),
  selfHarm: re(
    [
      'se scarifi\\w*|scarifi\\w*',
      `coupures? ${GAP}(?:profondes?|bras|cuisses?|poignets?)`,
      'se (?:coupe|brule|mutile)\\w*',
    ].join('|'),
  ),
} as const;

/** Acts named outright: each alone is a risk. */
const suicideActs = re(
  [
    `(?:je|il|elle) (?:saute|sauterai|sautera|me jette|se jette|jetterai) ${GAP}(?:pont|fenetre|balcon|train|toit|vide)`,
    `regarde\\w* (?:les )?poutres`,
    'aller dans le lac|me noyer|se noyer|foncer dans (?:un|le) (?:mur|arbre|pilier)',
  ].join('|'),
);

/** A child disclosing harm by a parent or another adult at home. */
const childAbuse = {
  child: re(
    'eleve|enfant|fils|fille|petit|petite|garcon|ado|adolescente?|jeune de \\d{1,2} ans|\\d{1,2} ans',
  ),
  told: re(
    `(?:me|m) a (?:dit|confie|raconte|montre|avoue)|il dit que ce est|elle dit que ce est|ce est (?:papa|maman)`,
  ),
  adult: re(
    'papa|maman|son pere|sa mere|beau pere|belle mere|son oncle|le copain de (?:sa|son) mere|mon mari',
  ),
  harm: re(
    `ceinture|frappe\\w*|coups?|marques? ${GAP}(?:rouges|dos|bras|jambes|cou)|bleus|brule\\w*|touche (?:la|le|ses)|attache\\w*|enferme\\w*`,
  ),
  secret: re('faut pas le dire|le dire a personne|sinon ce sera pire|ne dis rien|secret'),
};

const teachingOrPast = re(
  '(?:formation|seance|sensibilisation|animer) |avait ete placee?|a ete placee? (?:a|il y a)|placee? (?:a|il y a) \\d{1,2} ans',
);

const elderAbuse = re(
  [
    // Signs that speak alone: round burns, blood on underwear after a night.
    `brulures? ${GAP}rondes?|brulures? de cigarette|sang sur (?:sa|la|ma) culotte`,
    `(?:ferme\\w*|enferme\\w*) (?:a cle )?${GAP}(?:de le exterieur|dedans)`,
    `bleus en forme de doigts|marques de doigts`,
    `(?:prend|garde|a pris|a garde) ${GAP}(?:sa|son|ses) (?:carte|rente|argent|pension|avs)`,
    'lui laisse rien|ne lui laisse rien',
  ].join('|'),
);

const violenceNow = re(
  [
    `(?:a pris|prend|tient|brandit|pointe\\w*|sorti) ${GAP}(?:un |le |son )?(?:grand )?(?:couteau|ciseaux|cutter|arme|marteau|tesson)`,
    `en train de (?:frapper|taper|battre|etrangler)`,
    `(?:pointant|pointe) ${GAP}vers`,
    '(?:il|elle) (?:va|veut) (?:la|le|les|nous|vous) tuer',
    '(?:canne|baton|chaise) levee?',
  ].join('|'),
);

const medical = re(
  [
    `bouche (?:de travers|tordue|qui tombe)|bras (?:droit |gauche )?(?:retombe|ne tient plus)|visage (?:de travers|paralyse)`,
    `(?:xarelto|eliquis|sintrom|marcoumar|anticoagul\\w*)${gap(12)}(?:vomi\\w*|somnolent\\w*|endormi\\w*)`,
    `(?:tape|cogne|tombe\\w*)${gap(8)}tete${gap(12)}(?:vomi\\w*|somnolent\\w*)`,
    `(?:nuque raide|baisser le menton|taches? violettes?)`,
    '(?:plaquettes? vides?|comprimes? qui manquent)',
    // Dehydration with drowsiness; fever with a stiff neck or light hurting.
    `(?:ne boit (?:presque )?(?:plus|rien)|pas fait pipi)${gap(40)}(?:a peine a (?:la|le) reveiller|se rendort|toute? molle?|repond a peine)`,
    `fievre${gap(20)}(?:nuque|supporte pas la lumiere)`,
  ].join('|'),
);

function count(pattern: RegExp, text: string) {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** The emergency kinds these signals add to what the lexicon found. */
export function riskFromSignals(clean: string): EmergencyKind[] {
  const kinds: EmergencyKind[] = [];
  const suicideKinds = Object.values(suicideSignals).filter((pattern) => count(pattern, clean)).length;
  if (suicideKinds >= 2 || count(suicideActs, clean)) kinds.push('suicide');
  const disclosed =
    count(childAbuse.child, clean) &&
    count(childAbuse.adult, clean) &&
    count(childAbuse.harm, clean) &&
    (count(childAbuse.told, clean) || count(childAbuse.secret, clean));
  // Teaching about abuse, or a past placement long dealt with, is not a disclosure today.
  const aside = count(teachingOrPast, clean);
  if (disclosed && !aside) kinds.push('maltraitance', 'enfant_danger');
  if (count(elderAbuse, clean)) kinds.push('maltraitance');
  if (count(violenceNow, clean)) kinds.push('violence');
  if (count(medical, clean)) kinds.push('urgence_medicale');
  return kinds;
}

/** Which suicide-signal kinds a text shows (for tests and tuning). */
export function suicideSignalKinds(clean: string): string[] {
  return Object.entries(suicideSignals)
    .filter(([, pattern]) => count(pattern, clean))
    .map(([kind]) => kind);
}
