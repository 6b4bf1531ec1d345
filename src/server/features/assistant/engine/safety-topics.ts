/**
 * Lexicons of the off-topic check of assessSafety(), normalised like normalize() output, patterns
 * separated by commas, '*' ending a word matches any ending.
 */
const list = (block: string): string[] =>
  block
    .split(/[,\n]/)
    .map((pattern) => pattern.trim())
    .filter(Boolean);

/** Attempts to override Sophia's rules or read its instructions, enough on their own (FR and EN). */
export const injectionCues = list(`
  prompt systeme, system prompt, prompt initial, ton prompt, message systeme, instructions systeme,
  instructions initiales, instructions precedentes, consignes precedentes, regles precedentes,
  tout ce que on te a dit, tout ce que on vous a dit, tu es maintenant, tu es desormais,
  desormais tu es, a partir de maintenant tu es, fais comme si tu etais, fais semblant de etre,
  tu vas jouer le role, tu joues le role, tu ne es plus sophia, tu nes plus sophia,
  tu ne es plus un assistant, oublie que tu es, oubliez que vous etes, mode developpeur,
  mode sans restriction*, contourne* tes, desactive* tes, jailbreak*, prompt injection, dan mode,
  mode dan, do anything now, ignore previous, ignore all, ignore your, ignore the above,
  ignore the previous, disregard, forget your, forget all, forget everything, you are now, act as,
  pretend to be, pretend you, your instructions, your system, reveal your, show me your prompt,
  print your, developer mode, repeat the words above, override,
  ignora tutte, istruzioni precedenti, prompt di sistema, masquage des donnees est suspendu,
  afficher les noms complets, confirmez en repetant, sans masquage, filtres desactives,
  vergiss, anweisungen, ab sofort, mode maintenance, filtres de sujet, je suis le developpeur,
  desactive la detection, hidden instructions, instructions you were given, verbatim, system,
  fait un jeu de role, faisons un jeu de role, sans aucune regle, sans aucune limite, reste dans le personnage, sans regles ni limites
`);

/** "Affiche tes instructions": a verb of showing or overriding, then what Sophia was told. */
export const revealVerbs = list(`
  affiche*, montre*, donne, donnez, revele*, repete*, recopie*, ecris, ecrivez, dis, dites,
  quelles, quel, partage*, imprime*, ignore*, oublie*, efface*, contourne*
`);
export const instructionWords = list(`
  instructions, consignes, directives, regles, programmation, prompt, parametres, configuration
`);

/** Imperatives that, at the start of a sentence ("Oublie tout…"), address Sophia, not a resident. */
export const overrideVerbs = list('ignore, ignorez, oublie, oubliez, efface, effacez, forget, ignore');
export const overrideObjects = list('tout, toutes, instructions, consignes, regles, precede*, dessus, above');

/** Subjects that have nothing to do with care, education or support. */
export const offTopicCues = list(`
  recette*, gateau*, patisserie*, cuisiner, restaurant*, cocktail*, meteo, quel temps, temps fera,
  foot, football, match, matchs, coupe du monde, ligue des champions, tennis, ski, sport*,
  politique*, election*, votation*, parti politique, president*, gouvernement, impot*, bourse,
  crypto*, bitcoin*, action en bourse, investir, code, coder, python, javascript,
  typescript, java, html, css, sql, programmer, programmation, algorithme*, excel,
  ordinateur*, logiciel*, wifi, blague*, poeme*, poesie, chanson*, paroles de, film*,
  netflix, jeu video, jeux video, playstation, fortnite, minecraft, horoscope*, astrolog*,
  signe astrologique, voiture*, garage, pneu, pneus, vacances, voyage*, hotel*, avion*, capitale*,
  histoire de france, guerre mondiale, mathemati*, maths, equation*, dissertation*, devoir* de,
  exercice* de math*, traduire, traduis, traduction, loto, euromillion*, paris sportifs, cv,
  lettre de motivation, recipe, weather, homework, joke, stock*, essay, capital of, lottery,
  write code, celebrite*, people, combien font
`);

/**
 * Care, education and support words: a message with any of them is never off-topic ("une recette
 * pour l'atelier cuisine des résidents" is care).
 */
export const careCues = list(`
  resident*, patient*, enfant*, eleve*, bebe*, nourrisson*, fils, fille, fillette*, garcon*, ado,
  ados, adolesc*, personne agee, personnes agees, senior*, vieill*, ems, ehpad, ecole*, classe*,
  creche*, garderie*, soin*, soign*, infirmi*, educat*, enseign*, psycholog*, comportement*,
  crise*, cri, cris, crie*, hurle*, pleur*, agit*, agress*, alzheimer, demen*, autis*, tsa, tdah,
  handicap*, trisomi*, polyhandicap*, deficien*, foyer*, institution*, famille*, parent*, mere,
  pere, maman, papa, grand mere, grand pere, douche*, toilette*, repas, mange*, manger, dort,
  dormir, sommeil, nuit*, douleur*, chute*, tombe*, refus*, anxi*, angoiss*, peur*, stress*,
  epuis*, fatigu*, burn out, burnout, accompagn*, approche*, montessori, humanitude, validation,
  snoezelen, teacch, pbs, caa, aba, trouble*, memoire, confus*, errance, erre, apathi*,
  depress*, triste*, deuil, fin de vie, palliat*, medicament*, traitement*, medecin*, therap*,
  ergo*, logoped*, orthophon*, domicile, aidant*, proche*, collegue*, equipe*, benevole*,
  usager*, beneficiaire*, pensionnaire*, colere*, tape*, mord*, frappe*, sensoriel*, bruit*,
  communi*, langage, parle*, routine*, transition*, quotidien*, autonomie, hygiene,
  incontinen*, emotion*, relation*, atelier*, activite*, animation*, residence*, sante,
  malade*, maladie*, diagnostic*, consigne*, regle*, limite*, sanction*, recompense*, dose*,
  conflit*, pictogramme*, mms, mini mental, evaluation*, bilan*, langue des signes, sourd*,
  aveugle*, deglut*, fausse* route*, escarre*, pansement*, plaie*, personne, personnes, toucher,
  hospital*, hopita*, clinique*, fievre, infection*, tousse*, toux, symptome*, pneumonie, grippe,
  chirurg*, cancer*
`);

/** Greetings and thanks: never off-topic, and too short to judge. */
export const greetingCues = list('bonjour, bonsoir, salut, coucou, hello, merci, bonne journee, au revoir');
