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
