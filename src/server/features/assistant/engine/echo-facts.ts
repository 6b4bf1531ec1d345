/**
 * The concrete facts of a message that a reply takes up (docs/decisions/016): when it happens, where,
 * what was already tried, and the question asked. Read from the (redacted) text as written, so the
 * reply echoes the user's own words. Each pattern is bounded: linear-time.
 */
const WHEN =
  /(?<![\p{L}])(?:le matin|le soir|la nuit|chaque (?:matin|soir|nuit|jour)|tous les (?:matins|soirs|jours)|toutes les nuits|en fin (?:de )?(?:journée|journee|d['’]après-midi|d['’]apres-midi)|vers \d{1,2} ?h(?:\d{2})?|à \d{1,2} ?h(?:\d{2})?|au coucher|au réveil|au lever|(?:pendant|lors de|au moment de) (?:la |les |le )?(?:toilette|douche|repas|soins|change|habillage|coucher|transfert)s?)(?![\p{L}])/iu;
const WHERE =
  /(?<![\p{L}])(?:dans|à|a|en|au) (?:la |le |l['’]|sa |son )?(?:salle de bains?|salle à manger|salle a manger|couloir|chambre|cuisine|classe|cour de récré(?:ation)?|crèche|creche|jardin|ascenseur|salon|bus|supermarché|supermarche)(?![\p{L}])/iu;
const TRIED =
  /(?:on a|j['’]ai|nous avons|l['’]équipe a|elles? ont|ils ont) (?:déjà |deja |aussi |bien )?(?:essayé|essaye|tenté|tente) ((?:de |d['’]|le |la |les |l['’]|des |un |une )?[^.?!\n]{3,90})/iu;

export type EchoFacts = { when?: string; where?: string; tried?: string; question?: string };

export function echoFacts(text: string): EchoFacts {
  const facts: EchoFacts = {};
  const when = WHEN.exec(text)?.[0];
  if (when) facts.when = when.toLowerCase();
  const whereMatch = WHERE.exec(text);
  // "il n'est pas en crèche": a place denied is not where it happens.
  const denied =
    whereMatch &&
    /\b(?:pas|plus|jamais)\s+(?:\S+\s+)?$/iu.test(
      text.slice(Math.max(0, whereMatch.index - 20), whereMatch.index),
    );
  if (whereMatch && !denied) facts.where = whereMatch[0].toLowerCase();
  const tried = TRIED.exec(text)?.[1]?.trim();
  if (tried) facts.tried = tried.replace(/[,;:]+$/, '');
  // The last sentence that asks something, kept short enough to quote.
  const questions = text
    .split(/(?<=[.!?\n])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.endsWith('?') && sentence.length >= 12 && sentence.length <= 200);
  const question = questions.at(-1);
  if (question) facts.question = question;
  return facts;
}

/**
 * One or two sentences in the user's own words; '' when the message gave none of these facts.
 * The question itself is not quoted back (a reader found it robotic); it is answered.
 */
export function echoSentence(facts: EchoFacts): string {
  const parts: string[] = [];
  const context = [facts.when, facts.where].filter(Boolean).join(', ');
  if (context) parts.push(`Cela se passe ${context}.`);
  if (facts.tried) parts.push(`Vous avez déjà essayé ${facts.tried} : je pars de là.`);
  return parts.join(' ');
}
