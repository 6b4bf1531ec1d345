import type { EmergencyKind } from './types';

/**
 * Lexicons of assessSafety(), in the normalised form of normalize() (lower case, no accents,
 * elisions opened: "m'a frappée" → "me a frappee"), patterns separated by commas, '*' ending a word matches
 * any ending. Common typos and apostrophe-less spellings ("jveux", "lair") are listed too: a missed
 * emergency costs far more than a needless list of numbers.
 */
const lines = (block: string): string[] =>
  block
    .split(/[,\n]/)
    .map((pattern) => pattern.trim())
    .filter(Boolean);

/** Signals that are enough on their own (unless negated: "il n'a pas perdu connaissance"). */
export const emergencyCues: Record<EmergencyKind, string[]> = {
  suicide: lines(`
    suicid*, sucid*, suisid*, suicd*, veux me tuer, vais me tuer, envie de me tuer, se tuer,
    veu* mour*, jveu* mour*, voul* mour*, voul* se tuer, parle* de mourir, parle* de se tuer,
    que tout se arrete, voudrai* mour*, aimerai* mour*, prefere* mour*, prefere* etre mort*,
    souhait* mour*, demand* a mour*, envi* de mour*, se laiss* mourir, mieux mort*,
    en finir, mettre fin a mes jours, mettre fin a ses jours, mettre fin a ma vie,
    mettre fin a sa vie, fin a mes jours, fin a ses jours, foutre en le air, foutre en lair,
    me flinguer, se flinguer, me tirer une balle, me pendre, se pendre, me jeter sous, se jeter sous,
    me jeter par la fenetre, se jeter par la fenetre, sauter par la fenetre, sauter du pont,
    me defenestrer, idee* noire*, plus envie de vivre, pas envie de vivre, plus envie de continuer,
    plus le gout de vivre, plus gout a la vie, plus la force de vivre,
    plus la force de continuer a vivre, veu* plus vivre, peux plus vivre, sert a rien de continuer,
    sert a rien de vivre, sert plus a rien de vivre, pas la peine de continuer a vivre,
    plus la peine de vivre, vie ne a plus de sens, vie na plus de sens, vie ne vaut plus,
    vie ne vaut pas la peine, plus de raison de vivre, aucune raison de vivre, a quoi bon vivre,
    marre de vivre, marre de la vie, fatigue* de vivre, lasse de vivre, las de vivre,
    envie de disparaitre, veux disparaitre, voudrai* disparaitre, aimerai* disparaitre,
    mieux sans moi, si je ne etais plus la, si je etais plus la, ne plus me reveiller,
    plus jamais me reveiller, me scarifi*, se scarifi*, scarification*, me couper les veines,
    se couper les veines, ouvrir les veines, avaler tou* mes, prendre tou* mes medic*,
    prendre tou* mes comprime*, prendre tou* mes pilule*, prendre tou* mes cachet*, pense* a mourir,
    pense* a me tuer, pense* a la mort, sauter du balcon, sauter de la fenetre, sauter dans le vide,
    me jeter dans le vide, se jeter dans le vide, envie de me faire du mal, vais me faire du mal,
    veux me faire du mal, besoin de me faire du mal, kill myself, want to die, end my life
  `),
  violence: lines(`
    me a frappe*, ma frappe*, me frappe*, me bat, me a battu*, me gifl*, me a gifl*, me a donne* des coups,
    me donne des coups, roue* de coups, tabass*, passe a tabac, me a agresse*, ai ete agresse*,
    me a etrangle*, me etrangl*, le etrangl*, la etrangl*, me menace*, menace* de me,
    menace* de mort, menace* de le tuer, menace* de la tuer, menace* avec un couteau,
    menace* avec une arme, brandi* un couteau, sorti un couteau, a un couteau, coup de couteau,
    coups de couteau, poignard*, arme a feu, a une arme, avec une arme, sorti une arme, un pistolet, un fusil, veut me tuer,
    va me tuer, veut nous tuer, va nous tuer, violence* conjugale*, violence* domestique*,
    peur pour ma vie, peur pour sa vie, faire sauter, une bombe, explosif*, otage*, danger de mort, veut me faire du mal,
    va me faire du mal
  `),
  maltraitance: lines(`
    maltrait*, sevices, attouchement*, abus sexuel*, abuse* sexuellement, agression* sexuelle*,
    agresse* sexuellement, viol, a viole, me a viole*, ete viole*, la viole, le viole, violee, la violer,
    me violer, le violer, inceste, pedophil*, pedocriminel*, brutalis*,
    rudoi*, rudoy*, bleus inexplique*, hematome* inexplique*, ecchymose* inexplique*,
    traces de coups, marques de coups, brulure* de cigarette, negligence grave, grave negligence,
    negligence* graves, laisse* dans ses excrements, laisse* dans ses selles, laisse* dans son urine,
    laisse* sans manger, laisse* sans boire, prive* de nourriture, prive* de manger, abus financier,
    abuse* de sa faiblesse, extorqu*, vole* son argent, vole* ses economies, peur de son fils,
    peur de sa fille, peur de son mari, peur de sa femme, est enfermee chez, est enferme chez,
    enferme* a cle
  `),
  chute_inconscience: lines(`
    tombe* du balcon, tombe* de la fenetre, tombe* par la fenetre, tombe* du toit, defenestr*,
    perdu connaissance, perte de connaissance, perd connaissance, inconscient*, inconcient*,
    inconsient*, evanoui*, repond plus, repond plu, repond pu,
    ne repond plus, repond plus du tout, ne reagit plus, ne se reveille pas, ne se reveille plus,
    traumatisme cranien, trauma cranien, fracture du crane
  `),
  respiration: lines(`
    respire presque plus, respire a peine, respire tres faiblement, respire mal, respire bizarre*, respire difficilement, respire tres mal, respire plus,
    respire pas, respire* avec difficulte, respir* sifflante, difficulte* a respirer,
    difficulte* respiratoire*, detresse respiratoire, arret respiratoire, mal a respirer,
    peine a respirer, arrive plus a respirer, arrive pas a respirer, peut plus respirer,
    pas le air de respirer,
    peut pas respirer, manque de air, suffoqu*, asphyxi*, se etouf*, se est etouf*, il est bleu, elle est bleue, il est tout bleu, elle est toute bleue, se etrangle,
    il etouffe, elle etouffe, etouffe en mangeant, fausse route, levres bleue*, levres violette*,
    devient bleu*, devenu bleu*, devenue bleue, visage bleu*, cyanos*, crise de asthme
  `),
  // A vulnerable person missing (a resident with dementia, a child, a young person in care).
  disparition: lines(`
    a disparu de le ems, a disparu de le foyer, a disparu de la, il a disparu, elle a disparu,
    resident* a disparu, patient* a disparu, enfant a disparu, fils a disparu, fille a disparu,
    pere a disparu, mere a disparu, monsieur a disparu, madame a disparu, est introuvable, reste introuvable,
    on ne le trouve plus, on ne la trouve plus, on ne le retrouve plus, on ne la retrouve plus,
    on le cherche partout, on la cherche partout, personne disparue, porte* disparu*, a fugue,
    en fugue, fugue depuis, sortie sans que personne
  `),
  enfant_danger: lines(`
    enfant en danger, bebe en danger, mineur en danger, enfant maltraite*, enfant battu*,
    bebe secoue, secoue* le bebe, secoue* son bebe, syndrome du bebe secoue, frappe* son enfant,
    frappe* ses enfants, bat son enfant, bat ses enfants, oublie* dans la voiture
  `),
  intoxication: lines(`
    intoxi*, empoisonnement, est empoisonne*, ete empoisonne*, se est empoisonne*,
    se empoisonne*, surdos*, overdose, double dose, monoxyde
  `),
  urgence_medicale: lines(`
    douleur* thoracique*, douleur* a la poitrine, douleur* dans la poitrine, mal a la poitrine,
    mal dans la poitrine, oppression thoracique, poitrine serree, crise cardiaque, infarctus,
    arret cardiaque, arret cardio*, pas de pouls, plus de pouls, coeur ne bat plus, convuls*,
    crise de epilepsie, crise epileptique, hemorragie*, saigne* beaucoup, saigne* abondamment,
    saigne* enormement, perd* beaucoup de sang, arrete pas de saigner, choc anaphylactique,
    oedeme de quincke, visage gonfle*, langue gonfle*, levres gonfle*, sang partout, beaucoup de sang,
    mare de sang, saigne* sans arret, gorge gonfle*, reaction allergique grave, fait un malaise, noyade, se noie,
    tombe* dans la piscine, tombe* dans le lac, tombe* dans la riviere,
    se est noye*, gravement brule*, bouche de travers, bouche tordue, visage de travers,
    visage paralyse*, visage qui tombe, moitie du visage, bras qui tombe, ne sent plus son bras,
    paralys* soudain*, soudain* paralys*
  `),
};

/** Phrases that look like a signal but are not one; removed before matching. */
export const neutralisers: RegExp[] = [
  /\ben finir avec (?!(?:la vie|ma vie|sa vie|tout|moi|lui|elle|ce monde|cette vie)\b)/g,
  /\binconscien\w* (?:du|des|de le|de la) (?:danger|risque)\w*/g,
  /\b(?:le|son|de le|au|mon) inconscient\b/g,
  /\binconscience\b/g,
  /\b(?:risque\w*|prevenir|prevention|eviter|evite) (?:(?:de|des|les|la|le|du) ){0,3}(?:fausse\w* routes?|maltraitance|suicide)\b/g,
  /\bmeme si (?:\S+ ){0,2}ne repond plus\b/g,
  /\b(?:ne )?repond plus (?:a son prenom|au telephone|aux messages|a mes messages|aux consignes|aux appels)\b/g,
  // "elle ne veut plus vivre seule / en EMS" is about where to live, not about living.
  /\b(?:veu\w*|peu\w*) plus vivre (?=ici|seule?s?\b|a domicile|a la maison|chez|en |avec|dans|au |aux |sous )/g,
  /\brespire plus (?:calme|facile|lente|libre|doucement|profond|normale|vite|fort|lentement)\w*/g,
  /\btombe\w* (?:malade|amoureu\w*|enceinte|de sommeil|bien)\b/g,
  // "Elle croit qu'on veut l'empoisonner" is a fear to soothe, not a poisoning.
  /\b(?:accus\w*|croi\w*|pense\w*|peur|persuade\w*|convaincu\w*|imagine\w*|dit|disent|affirm\w*|pretend\w*|soupconn\w*|hurl\w*) (?:\S+ ){0,5}empoisonn\w*/g,
  // A fear of a fall ("il a peur qu'ils tombent par la fenêtre") is not a fall.
  /\bpeur (?:que|de) (?:\S+ ){0,3}tomb\w* (?:par|de|du) (?:la |le )?(?:fenetre|balcon|toit)\b/g,
  // Where and how one wishes to die at the end of life is not a wish to die now.
  /\bmour\w* (?=(?:chez|a la maison|a domicile|dans son lit|en paix|dignement|entoure\w*|a le hopital|sans souffrir)\b)/g,
  /\betrangl\w* de rire\b/g,
  // Exasperation in the first person ("je vais l'étrangler, ce gamin"), a heart attack as a figure of speech.
  /\bje vais (?:finir par |devoir )?(?:le |la |les |te )?(?:etrangler|tuer|massacrer|buter|trucider|etriper)\b/g,
  /\b(?:va|vont|vas) me (?:faire faire|faire|donner) (?:une )?(?:crise cardiaque|infarctus|attaque|arret cardiaque)\b/g,
  /\b(?:failli|cru|manque de) (?:faire|avoir) (?:une )?(?:crise cardiaque|infarctus|attaque|arret cardiaque)\b/g,
  // The question asked straight out and answered no ("si elle avait envie de mourir : mais pas du tout").
  /\bsi (?:elle|il|vous) (?:avait|avez|a) (?:\S+ ){0,2}(?:envie de mourir|des idees (?:noires|suicidaires)|pense au suicide) (?:\S+ ){0,10}?(?:pas du tout|absolument pas|jamais|non)\b/g,
  // Assisted suicide is a legal procedure in Switzerland, followed by a doctor: not a crisis.
  /\b(?:assistance au suicide|suicide assiste|aide au suicide)\b/g,
  // Fiction and lessons about suicide: a novel, a film, a character.
  /\b(?:roman|livre|film|personnage|serie|chanson|piece de theatre|werther)\b (?:\S+ ){0,8}?suicid\w*/g,
  // A past attempt long dealt with, and training questions, are history and teaching, not danger.
  /\b(?:avait fait|a fait il y a \d{1,2} ans|il y a \d{1,2} ans) (?:\S+ ){0,12}tentative de suicide\b/g,
  /\b(?:avait fait|il y a \d{1,2} ans) (?:\S+ ){0,4}tentative\b/g,
  /\b(?:formation|seance|cours|sensibilisation|presentation|expose|memoire|travail de diplome|dossier) (?:\S+ ){0,25}?(?:risque \w+ |signes? (?:\S+ ){0,4})?(?:suicid\w*|maltrait\w*)/g,
  // A swallowing trouble that is over; a fear of being killed voiced by a person with delusions;
  // "il va finir par se tuer" said of a reckless relative.
  /\b(?:plus|pas|jamais) (?:fait |eu )?de fausses? routes?\b/g,
  /\b(?:crie\w*|hurle\w*|dit|repete\w*|persuade\w*|croit|pense)(?: \S+){0,6} (?:on|ils|elles) (?:veut|veulent) (?:me|le|la) tuer\b/g,
  /\bfinir par se tuer(?: ou tuer quelque un)?\b/g,
  // Blows during care are a care question; a toddler's breath-holding spell when crying; a
  // do-not-resuscitate wish written calmly.
  /\b(?:donne\w*|met\w*|envoie\w*) des coups (?=quand|pendant|lors|au moment|a chaque)/g,
  /\b(?:pleure\w*|crie\w*|colere)(?: \S+){0,5} (?:arrete de respirer|devient (?:tout )?bleue?)\b(?:(?: \S+){0,6} perd connaissance)?/g,
  /\bspasmes? du sanglot\b/g,
  /\b(?:pas de )?reanimation si (?:\S+ ){0,4}arret cardiaque\b/g,
  // An accusation of theft by a person who forgets ("elle m'accuse de lui voler son argent").
  /\baccus\w* de (?:lui |me |nous |leur )?vol\w*/g,
  // A toy is not a weapon: "un pistolet à eau", "un fusil en plastique".
  /\b(?:pistolet|fusil|revolver|arme|epee|sabre)s? (?:a eau|en plastique|en bois|en mousse|jouets?|a bouchons?|a flechettes|nerf|factice|de cowboy)\b/g,
  // A belief or an accusation ("persuadée qu'on la maltraite", "dit que les infirmières lui volent
  // ses bijoux") is a conflict or a symptom to work through, not an abuse disclosed.
  /\b(?:persuade\w*|convaincu\w*|croi\w*|pense\w*|accus\w*|pretend\w*|affirm\w*|dit|disent|disant|imagine\w*|raconte\w*|crie\w*|hurle\w*|peur) (?:a tout le monde )?(?:que )?(?:on|je|les (?:infirmieres|soignantes?|aides|aides soignantes|voisins|autres residents|employes)|le personnel)(?: ne)? (?:la|le|les|lui|leur) (?:maltrait\w*|vol\w*)\b/g,
  // An accusation is a conflict to work through; habitual choking is a swallowing question.
  /\baccus\w* (?:\S+ ){0,3}de maltraitance\b/g,
  /\b(?:sous entend\w*|reproch\w*) (?:\S+ ){0,3}maltrait\w*/g,
  /\bse etouffe\w* (?:souvent|parfois|regulierement|de temps en temps|facilement|a chaque|pendant les repas|des fois|frequemment)\b/g,
];

/** End of life: not responding or breathing oddly is expected there, unless after a fall. */
export const endOfLifeCues = lines(`
  fin de vie, palliati*, mourant*, agonie, derniers jours, derniers instants, soins de confort
`);

/** Words that end a negation's reach backwards ("il n'a pas perdu…" → "pas" negates). */
export const negations = new Set(['pas', 'jamais', 'sans', 'aucun', 'aucune', 'non', 'ni']);
export const negationFillers = new Set(
  'ne a ai as avait ont est etait ete eu de la le les du des un une idee idees pensee pensees envie intention exprime parle evoque manifeste'.split(
    ' ',
  ),
);

/** Elisions typed without an apostrophe ("s est", "jai", "il ma frappé"), opened like normalize(). */
export const gluedElisions: Record<string, string> = {
  l: 'le',
  s: 'se',
  j: 'je',
  m: 'me',
  n: 'ne',
  d: 'de',
  t: 'te',
  c: 'ce',
  qu: 'que',
  jai: 'je ai',
  jveux: 'je veux',
  jvais: 'je vais',
  jsuis: 'je suis',
  jpeux: 'je peux',
  jen: 'je en',
  sest: 'se est',
  nai: 'ne ai',
  na: 'ne a',
  nest: 'ne est',
  cest: 'ce est',
  quil: 'que il',
};

/** Falls: an emergency with a head injury, bleeding, or when the person cannot get up. */
export const fallCues = lines(`
  tombe*, chute*, retrouve* par terre, retrouve* au sol, glisse*
`);
export const fallDangerCues = lines(`
  cogne* la tete, tape* la tete, heurte* la tete, choc a la tete, coup a la tete, sur la tete,
  tete la premiere, tete contre, ouvert le arcade, plaie a la tete, saigne*, une bosse, grosse bosse,
  bosse sur, arcade, vomi*, ne bouge plus,
  peut plus se relever, peut pas se relever, arrive pas a se relever, arrive plus a se relever,
  somnolent*
`);

/** Poisoning: what was swallowed, right after "a avalé", "a bu", "a pris tous"… */
export const swallowVerbs = new Set(['avale', 'avalee', 'avales', 'avalees', 'bu', 'ingere', 'ingeree']);
export const auxiliaries = new Set(['a', 'ai', 'as', 'avait', 'aurait', 'avoir', 'ont', 'est']);
export const toxicWords = lines(`
  medic*, comprime*, cachet, cachets, pilule*, gelule*, produit*, javel, lessive, detergent*, desinfectant*,
  pile, piles, poison*, insecticide*, pesticide*, raticide*, savon, capsule*, pastille*, essence,
  boite, plaquette, alcool a bruler, white spirit, antigel, acetone, ammoniaque, soude, deboucheur
`);
/** Eaten rather than swallowed ("a mangé des comprimés"): only what is never food. */
export const eatVerbs = new Set(['mange', 'mangee', 'manges', 'mangees', 'croque', 'croquee']);
export const toxicEaten = lines(`
  medic*, comprime*, cachet, cachets, pilule*, gelule*, javel, lessive, detergent*, pile, piles, poison*,
  raticide*, savon, capsule*
`);
export const allOfIt = new Set([
  'tous',
  'toute',
  'toutes',
  'trop',
  'plusieurs',
  'double',
  'boite',
  'plaquette',
]);
export const possessives = new Set(['ses', 'son', 'sa', 'mes', 'mon', 'ma', 'leurs', 'leur']);

/** A stroke named with a sign that it is happening now (not "il a fait un AVC il y a 3 ans"). */
export const strokeCues = ['avc', 'accident vasculaire*'];
export const acuteCues = lines(`
  soudain*, brusque*, tout a coup, tout de un coup, en train, maintenant, je crois, je pense,
  on dirait, signe*, symptome*, depuis quelques minutes
`);

/** Young people: with a danger signal, the child line (147) comes first too. "fils" and "fille"
 * count only with a young age ("mon fils de 12 ans"): "son fils la frappe" is about an adult son. */
export const youthCues = lines(`
  enfant*, bebe*, nourrisson*, fillette*, garcon*, ado, ados, adolescent*, eleve*, mineur*, gamin*,
  ecolier*, collegien*, jeune, jeunes, petit fils, petite fille
`);
export const youngChild = /\b(?:fils|fille) de ([1-9]|1[0-7]) (?:ans|mois)\b/;

/** Dangers for a child only: said near a word for a child or a young person. */
export const childDangerCues = lines(`
  a disparu, disparu depuis, introuvable, ne le trouve plus, ne la trouve plus, ne le retrouve plus,
  ne la retrouve plus, ne le retrouve pas, ne la retrouve pas, bebe seul*, laisse* seul* a la maison,
  seul* a la maison, est secoue*, ete secoue*, secoue* par, le secoue*, la secoue*,
  tombe* de la fenetre, tombe* du balcon, tombe* dans la piscine, tombe* dans le lac, ne le nourri*,
  ne la nourri*, pas nourri*, neglige*, est battu*, ete battu*, est maltraite*, ete maltraite*
`);

/** "son fils la frappe", "on l'attache", "une soignante gifle les résidents": harm done by others
 * to a vulnerable person (normalised text). Hitting alone is not enough: "il frappe les autres
 * enfants" is a behaviour to work on, not an emergency. */
export const harmByOthers = [
  /\b(?:gifl\w*|brutalis\w*|secou\w*|maltrait\w*) (?:(?:les|des|un|une|la|le|sa|son|ses|mon|ma|mes) )?(?:enfants?|eleves?|bebes?|fils|fille|nourrissons?)\b/,
  /\b(?:on|fils|fille|mari|femme|epoux|epouse|pere|mere|parents?|soignante?s?|infirmiere?s?|aide|famille|neveu|niece|conjointe?|compagnon|compagne|frere|soeur|educat\w*|collegue)(?: ne)? (?:le|la|les|lui|leur) (?:frapp\w*|bat|battent|battait|gifl\w*|secou\w*|brutalis\w*|maltrait\w*|insult\w*|humili\w*|enferm\w*|attach\w*|menac\w*|bouscul\w*|tap\w*|pinc\w*|prive\w*|crach\w*|vol\w*|rackett\w*)\b/,
  /\b(?:le|la|les|lui) (?:bat|battent|battait|brutalis\w*|maltrait\w*)\b/,
  /\b(?:frapp\w*|gifl\w*|brutalis\w*|bouscul\w*|insult\w*|secou\w*|maltrait\w*) (?:(?:les|des|un|une|la|le|sa|son|ses) )?(?:residente?s?|patiente?s?|pensionnaires?|beneficiaires?|personnes? agees?|mme|madame|monsieur)\b/,
];
