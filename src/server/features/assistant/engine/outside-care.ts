/**
 * Requests that stay outside Sophia's role even when they mention a person cared for
 * (docs/decisions/016): a recipe, homework, code or a legal letter asked for — a mixed request
 * is refused politely as a whole — and doses of medicines, which only the doctor or the
 * pharmacist who know the whole treatment may give. Runs on normalised words; each pattern is a
 * bounded alternation (linear-time).
 */
const GAP = '(?:\\S+ ){0,3}';

// A recipe, unless it is a care activity with the person ("atelier pâtisserie avec elle").
const recipe = new RegExp(
  [
    `\\b(?:donner|donne|donnes|as|aurais|connais|connaitrais) ${GAP}(?:une |la )?recettes? `,
    `\\brecettes? (?:de|du|des|pour) (?:\\S+ ){0,4}(?:personnes|soiree|anniversaire|fete|ce soir)\\b`,
  ].join('|'),
);
const asked = new RegExp(
  [
    '\\b(?:dissertation|devoirs? de (?:maths|francais|histoire)|expose sur|ecrire (?:le|la|son|sa) (?:intro|introduction|conclusion))\\b',
    '\\b(?:script|code|programme|macro) (?:python|excel|vba|javascript|informatique)\\b',
    `\\b(?:redige|rediger|ecris|ecrire|ecrivez)\\w* ${GAP}(?:lettre recommandee|requete a le apea|recours|courrier a (?:ma|la|sa) caisse)\\b`,
    '\\b(?:coupe du monde|resultat du match|meteo de demain)\\b',
    // The carer's own errands: taxes, a CV, an insurance claim, a lease, a phone plan, a poem,
    // a score, the lottery, a private letter to translate.
    '\\b(?:declaration de impots|declaration fiscale|mes impots|3e pilier|troisieme pilier|lettre de motivation|curriculum vitae)\\b',
    '\\b(?:me rediger|redige moi|ecris moi|faire) (?:un |mon )?cv\\b|\\bun cv\\b',
    '\\b(?:assurance (?:auto|voiture|menage)|declarer le sinistre|constat amiable|resiliation (?:de|du) (?:notre |mon |ma )?(?:bail|abonnement|contrat)|code des obligations)\\b',
    '\\b(?:abo\\w* natel|abonnement (?:natel|mobile|de telephone)|forfait mobile|euromillions|numeros qui vont sortir|paris sportifs|poeme de amour|saint valentin)\\b',
    `\\bscore de \\S+ (?:\\S+ )?contre\\b|\\bqui a gagne le match\\b`,
    `\\btradui\\w* ${GAP}(?:ce|cette|le|la|mon|ma) (?:courrier|lettre|texte|mail|message)\\b`,
    // Code in any language, exercises to solve, a dish to cook for a party.
    '\\b(?:fonction|script|code|programme|requete|formule|macro) (?:en )?(?:javascript|typescript|python|java|php|sql|html|css|excel|vba)\\b|\\b(?:javascript|typescript|python|php|sql)\\b',
    '\\b(?:me|nous|tu peux|peux tu|pourriez vous|pouvez vous) (?:resoudre|resous|corriger|faire) (?:ses|mes|les|ces|son|ce|cet|cette) (?:exercices?|equations?|calculs?)\\b',
    // A dish for a party among friends or colleagues (not a cooking activity with the person).
    `\\brecettes? (?:de|du|des|pour) (?:la |le |une |un |l )?(?:fondue|raclette|gateau|tarte|cake|lasagnes|risotto|pizza|soupe|biscuits|cookies|crepes|tiramisu|papet|croute au fromage) (?:\\S+ ){0,25}?(?:souper|soiree|anniversaire|fete|invites|collegues|copains|copines|amis)\\b`,
  ].join('|'),
);
const careActivity = /\b(?:atelier|activite|animation|avec (?:elle|lui|les residents|le groupe))\b/;

const dosage = new RegExp(
  [
    '\\bcombien de (?:mg|milligrammes?|gouttes|comprimes?|ml|ibuprofene|paracetamol|dafalgan|irfen|algifor|voltaren|tramadol) ',
    '\\b(?:quelle|a quelle) (?:dose|posologie)\\b',
    `\\b(?:ajouter|associer|donner) ${GAP}(?:ibuprofene|paracetamol|dafalgan|haldol|temesta|morphine|somniferes?) ${GAP}(?:dose|mg)\\b`,
  ].join('|'),
);

/**
 * A request in a field that is not care — housing, money, tech, the carer's own child's homework,
 * leisure, shopping, private letters — asked in a sentence that names no care at all: outside,
 * even after a care question ("Et au passage, tu peux me rédiger…").
 */
const requestCue =
  /\b(?:peux tu|pouvez vous|tu peux|tu pourrais|pourriez vous|redige|ecris|donne moi|donnes|donnez moi|propose moi|proposer|traduis|explique moi|raconte moi|meilleurs?|lequel|comment (?:activer|installer|configurer|remplir|contester|changer)|jusque a quand|combien|tu aurais|aurais tu|tu sais|sais tu|en quelle annee|quelles questions|ce est grave|que est ce que je fais|pour ou contre|vite)\b/;
const outsideDomain = new RegExp(
  `\\b(?:${[
    'loyer|proprietaire|bail|regie|caution|taux de reference|commission de conciliation|impots|placements?|actions suisses|rendement|bourse|crypto\\w*|business plan|compte de resultat|hypotheque',
    'wifi|box internet|mot de passe|ordinateur|imprimante|smartphone',
    'redaction|dissertation|revolution francaise',
    'itineraire|hotels?|restaurants?|aspirateur|rapport qualite prix|digitec|galaxus|fitness|abonnement',
    'mon ex|mon ancien appartement|clauses de resiliation|contrat de bail',
    'salle communale|invites|theme de la fete|claquement|carrosserie|pneus?|mon jardin|tomates|potager|entretien de embauche|negocie\\w* (?:le|mon) salaire',
    'voter|votation|reforme de la lpp|blague|quiz|droit de vote|discours|temoin|derby|horoscope|mots croises|antivirus|virus informatique|fenetre pop up',
  ].join('|')})\\b`,
);
const careWord =
  /\b(?:soins?|soigner|toilette|douche|demence|alzheimer|autis\w*|handicap\w*|residente?s?|patiente?s?|comportement|crises?|agress\w*|angoiss\w*|ems|foyer|educat\w*|accompagn\w*|atelier|activite|animation)\b/;

function outsideRequest(sentences: readonly string[]): boolean {
  // A sentence and the next: "… une rédaction sur la Révolution française. Tu peux l'écrire ?"
  return sentences.some((sentence, i) => {
    const window = `${sentence} ${sentences[i + 1] ?? ''}`;
    return requestCue.test(window) && outsideDomain.test(window) && !careWord.test(window);
  });
}

/**
 * "Et sinon, une question pour moi…": a second request after a care question. Outside when what
 * follows the turn names no care and nobody cared for ("elle", "son", "lui").
 */
const strongPivot =
  /\b(?:une question pour moi|question perso\w*|pour moi a moi|tant que je y suis|rien a voir|hors sujet)\b/;
const pivot = /\b(?:et sinon|autre chose|au passage|par ailleurs)\b/;
const personCared = /\b(?:elle|lui|son|sa|ses|leur|leurs|residente?s?|patiente?s?)\b/;
const asks =
  /\b(?:quel|quelle|quels|quelles|comment|est ce que|dois je|je dois|peux tu|tu peux|sais tu|tu sais|combien)\b/;

function secondRequest(clean: string): boolean {
  const strong = strongPivot.exec(clean);
  const weak = strong ? null : pivot.exec(clean);
  const turn = strong ?? weak;
  if (!turn) return false;
  const rest = clean.slice(turn.index + turn[0].length);
  if (careWord.test(rest) || !asks.test(rest)) return false;
  // After a mere "et sinon", the request must itself be outside: a field or a task for the writer
  // ("et sinon, qu'est-ce qu'on peut faire ?" still asks about the person).
  return Boolean(strong) || (!personCared.test(rest) && (outsideDomain.test(rest) || requestCue.test(rest)));
}

export type OutsideCare = 'hors_sujet' | 'dosage' | null;

/** `sentences`: the message's sentences, normalised (for the request in a field outside care). */
export function outsideCare(clean: string, sentences: readonly string[] = [clean]): OutsideCare {
  if (dosage.test(clean)) return 'dosage';
  if (asked.test(clean) || (recipe.test(clean) && !careActivity.test(clean))) return 'hors_sujet';
  return outsideRequest(sentences) || secondRequest(clean) ? 'hors_sujet' : null;
}
