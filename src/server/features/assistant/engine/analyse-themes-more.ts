import { type Cue, list, near } from './analyse-lexicon';
import type { ThemeId } from './types';

/**
 * The theme lexicon, continued (see analyse-themes.ts): development, communication, the carer
 * and the family. Normalised like every lexicon of the engine.
 */
export const moreThemeCues = {
  crise: [
    /(?:^| )crises?(?! de (?:epilep|convuls|angoisse|panique|asthme|foie)| cardiaque| epilep| convuls)(?= |$)/,
    ...list(`
      colere*, se jette par terre, se jette au sol, se roule par terre, se roule au sol, meltdown*
      tantrum*, pete les plombs, pete un cable, explose, hurle et tape, trouble oppositionnel
      desorganis*
    `),
  ],
  autisme: ['tsa', 'autis*', 'asperger', 'trouble du spectre', 'spectre autistique', 'ted', 'ted nos'],
  tdah: [
    ...list(`
      tdah, tda, tdah h, hyperacti*, hyper actif, hyper active, deficit de attention
      deficit de le attention, trouble de la attention, trouble de le attention
      troubles de la attention, ne tient pas en place, tient pas en place, impulsi*, inattenti*
      ritaline, ne reste pas assis*, reste pas assis*, se concentrer, concentration
    `),
  ],
  transition: [
    /(?:^| )(?:entree?s?|arrivee?s?|admise?|admission|installee?|placee?|placement|demenagee?) (?:en|a la|au|dans|a le) (?:ems|ehpad|maison de retraite|home|foyer|institution|etablissement|residence|creche|ecole|internat)/,
    'transition*',
    /(?:^| )change[a-z]* (?:de |d |le |la |les |du |des |son |sa |ses )?(?:activite|programme|routine|lieu|salle|planning|horaire|place|classe|educat[a-z]*|enseignant[a-z]*|personnel|equipe|poste|atelier|emploi|chambre|groupe|referent[a-z]*)/,
    'le programme change',
    /(?:^| )changements? (?:de |du |des |dans )(?:activite|programme|routine|lieu|salle|planning|horaire|chambre|unite|equipe|personnel|soignant|enseignant|classe|ecole|rythme|habitude)/,
    ...list(`
      moindre changement, les changements, tout changement, changement imprevu, routine*, imprevu*
      sans prevenir
    `),
    near(
      'passage, passer, arret*, quitter, quitte, finir, fini*, interromp*, eteint*, eteindre, ranger, range',
      'activite, jeu, jeux, ecran*, tablette, television, tele, console, parc, maison',
      3,
    ),
    ...list(`
      fin de la recre*, apres la recre*, retour de recre*, retour de la recre*, demenag*
      depuis son arrivee
      depuis son entree, nouvel etablissement, rentree
    `),
  ],
  surcharge_sensorielle: [
    // "du bruit" as a trigger, not "il fait du bruit".
    /(?:^| )(?<!fait )du bruit(?= |$)/,
    ...list(`
      hypersensib*, hyper sensib*, sensible au*, sensible a la, sensibilite*, le bruit, au bruit
      aux bruits, les bruits, bruits forts, bruyant*, lumiere vive, lumieres vives
      lumiere forte, lumieres fortes, eclairage*, neon*, au toucher, le toucher
      se bouche les oreilles, bouche les oreilles, mains sur les oreilles, trop de stimulation*
      surstimul*, sur stimul*, surcharge*, sensoriel*, trop de monde, du monde, beaucoup de monde, la foule, casque anti bruit
      sonnerie*, sirene*, aspirateur*, seche main*, alarme*, niveau de bruit, niveau sonore
      trop de bruit, beaucoup de bruit, bruit ambiant, y a du bruit
      ne supporte pas les etiquettes
    `),
  ],
  communication_non_verbale: [
    ...list(`
      ne parle pas, ne parle plus, parle pas, non verbal*, non oral*, sans langage, pas de langage
      absence de langage, pas encore de mots, aucun mot, quelques mots, ne dit pas un mot
      ne communique pas, pas verbalement, ne parle toujours pas, parle toujours pas, ne parle pas encore
    `),
    near(
      'comprend pas, comprenons pas, comprends pas, comprendre',
      'ce que il veut, ce que elle veut, ce que il dit, ce que elle dit, ses besoins, ce que il ressent, ce que elle ressent',
      2,
    ),
    ...list(`
      se faire comprendre, ne sait pas parler, mutique, mutisme, aphasi*
      refuse de parler, ne veut pas parler, ne veut plus parler
      pecs, caa, makaton, langue des signes, communication alternative, ne peut pas parler
      ne peut pas dire, ne se exprime pas, ne peut pas se exprimer, exprimer ses besoins
    `),
  ],
  automutilation: [
    /(?:^| )se (?:tape|tapent|frappe|cogne|mord|griffe|pince|mutile|scarifi|arrache|blesse|tire les cheveux|fait du mal|gratte jusque)[a-z]*/,
    ...list(`
      automutil*, auto mutil*, auto agress*, autoagress*, scarif*, tete contre les murs
      tete contre le mur, tete contre le sol, tete par terre
    `),
  ],
  fin_de_vie: [
    ...list(`
      soins palliatifs, palliati*, fin de vie, mourant*, agonie, agonis*, derniers jours
      derniers moments, en train de mourir, va mourir, directives anticipees, deces imminent
      sedation
    `),
  ],
  epuisement_aidant: [
    ...list(`
      je ne en peux plus, en peux plus, ne en pouvons plus, ne en peut plus, epuis*, burn out
      burnout
    `),
    /(?:^| )(?:suis|sommes|est|sont|etre|me sens|se sent) (?:completement |vraiment |tellement )?a bout(?= |$)/,
    ...list(`
      a bout de force*, a bout de nerf*, au bout du rouleau, je craque, on craque, craquer
      je sature, surmen*, plus la force, plus de force, je pleure, je ne arrive plus, je ne y arrive plus
    `),
    /(?:^| )(?:je suis|nous sommes|on est|je me sens|equipe est) (?:tres |vraiment |completement |tellement )?(?:fatigue|seul|demuni|impuissant|decourage|vide)[a-z]*/,
    ...list(`
      pas de repit, besoin de repit, decourag*, je culpabilise
    `),
  ],
  conflit_famille: [
    near(
      'conflit*, tension*, desaccord*, dispute*',
      'famille*, famil*, proches, fille, fils, parents, mari, epouse',
      4,
    ),
    near(
      'famille*, proches, la fille, le fils, sa fille, son fils, ses enfants, les parents, le mari, son mari, la epouse, sa femme, la maman, le papa, la mere, le pere',
      'conteste*, reproch*, critiqu*, se plaint, se plaignent, plainte*, exige*, exigeant*, mecontent*, menac*, accus*, remet* en cause, ne est pas de accord, ne sont pas de accord, conflit*, interdi*',
      7,
    ),
    // Weaker verbs only right after the family ("la famille refuse", not "sa fille… elle refuse").
    near(
      'la famille, sa famille, les proches, les parents, ses proches',
      'en colere, agressi*, refuse*, se oppose*',
      2,
    ),
    ...list(`
      conflit familial, conflits familiaux, conflit de loyaute
    `),
  ],
  deuil: [
    ...list(`
      deuil, deces, decede*, veuf, veuve, enterrement, obseques, funerailles
    `),
    /(?:^| )(?:est|sont) mort[es]*(?= |$)/,
    /(?:^| )(?:perdu|perdre|perd|perte de|mort de|deces de|disparition de) (?:son|sa|ses|leur|mon|ma|mes|notre|nos|le|la) (?:mari|epouse|femme|conjoint|compagn[a-z]*|pere|mere|papa|maman|fils|fille|frere|soeur|enfant|chien|chat|ami[a-z]*|grand [a-z]+)(?= |$)/,
  ],
  cris: [
    'cri',
    'cris',
    'crie*',
    'crier',
    'hurl*',
    'vocifer*',
    'vocalis*',
    'appelle sans cesse',
    /(?:^| )appell?e[a-z]* (?:[a-z]+ )?(?:en boucle|sans arret|toute la (?:journee|soiree|nuit))/,
    'en boucle',
    'appels repetes',
    'appelle a le aide',
    'gueule',
    'braill*',
  ],
} satisfies Partial<Record<ThemeId, readonly Cue[]>>;
