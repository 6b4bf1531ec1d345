/**
 * Requests that stay outside Sophia's role even when they mention a person cared for
 * (docs/decisions/016): a recipe, homework, code or a legal letter asked for — a mixed request
 * is refused politely as a whole — and doses of medicines, which only the doctor or the
 * pharmacist who know the whole treatment may give. Runs on normalised words; each pattern is a
 * bounded alternation (linear-time).
 */
const GAP = '(?:\\S+ ){0,3}';

const asked = new RegExp(
  [
    // A recipe, unless it is a care activity with the person ("atelier pâtisserie avec elle").
    `\\b(?:donner|donne|as|aurais|connais|connaitrais) ${GAP}(?:une |la )?recettes? `,
    `\\brecettes? (?:de|du|des|pour) (?:\\S+ ){0,4}(?:personnes|soiree|anniversaire|fete|ce soir)\\b`,
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
  ].join('|'),
);
const careActivity = /\b(?:atelier|activite|animation|avec (?:elle|lui|les residents|le groupe))\b/;

const dosage = new RegExp(
  [
    '\\bcombien de (?:mg|milligrammes?|gouttes|comprimes?|ml) ',
    '\\b(?:quelle|a quelle) (?:dose|posologie)\\b',
    `\\b(?:ajouter|associer|donner) ${GAP}(?:ibuprofene|paracetamol|dafalgan|haldol|temesta|morphine|somniferes?) ${GAP}(?:dose|mg)\\b`,
  ].join('|'),
);

export type OutsideCare = 'hors_sujet' | 'dosage' | null;

export function outsideCare(clean: string): OutsideCare {
  if (dosage.test(clean)) return 'dosage';
  return asked.test(clean) && !careActivity.test(clean) ? 'hors_sujet' : null;
}
