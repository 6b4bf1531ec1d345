import { type Cue, list, near } from './analyse-lexicon';
import { moreThemeCues } from './analyse-themes-more';
import type { ThemeId } from './types';

/**
 * The theme lexicon of analyse(), normalised (see normalize.ts). Each theme lists the ways users
 * actually write it, typos included; the themes that depend on context (sundowning, a refusal
 * shown by agitation during care) are completed in analyse.ts.
 */

export const care = list(`
    douche*, toilette*, bain*, soin*, medicament*, medoc*, traitement*, comprime*, cachet*
    pilule*, insuline, pansement*, injection*, piqure*, prise de sang, laver, lave, se laver
    se lave, habiller, se habiller, se changer, le change, que on le touche, que on la touche
    que on les touche, rasage, raser, brossage*, coiffer, protection*, aide, soignant*
    infirmier*, mobilisation*, transfert*, lever, leve, se lever, ongles, coiffe*, cheveux, dents
    rase, habille, soigne*, deambulateur, canne, appareil*, lunettes, sonde
`);
const refusing = list(`
    refus*, ne veut pas, ne veut plus, veut pas, veut plus, ne se laisse pas, se laisse pas
    se oppose*, opposition, oppose*, repouss*, resiste*, crache*, recrache*, evite*
`);

/** Care moments: distress shown at these moments is read as a refusal of care (sample dev-12). */
export const careMoments: readonly Cue[] = [
  near(
    'pendant, lors, durant, au moment, a chaque, chaque',
    'soin*, toilette*, douche*, bain*, change, habillage, pansement*, hygiene',
    3,
  ),
  ...list(`
    soins de hygiene, quand on la lave, quand on le lave, quand on veut la laver
    quand on veut le laver, quand on la touche, quand on le touche
  `),
];

/**
 * Refusing food is a refusal of care for an adult who depends on help to eat (sample dev-11); for
 * a child it is an eating difficulty only (analyse.ts decides).
 */
export const foodRefusal: readonly Cue[] = [
  near('refus*, ne veut pas, ne veut plus, veut plus', 'manger, boire, repas, se alimenter, avaler', 2),
  ...list('detourne la tete, detourne le visage, serre les dents, ferme la bouche, recrache*'),
];

/** Behaviours and care themes, mostly met with older people (the rest: analyse-themes-more.ts). */
const careThemeCues = {
  refus_soins: [
    near(refusing, care, 5),
    ...list('refus de soin*, refus des soins, refus de la toilette, opposition aux soins'),
  ],
  agitation: [
    'agit*',
    /(?:^| )a+gg?itt?[ae]/,
    ...list(`
      repouss*, se debat*, nervosite, tres nerveu*, irritab*, enerv*, excite*, surexcit*
      ne tient pas en place, tient pas en place, trepign*, tourne en rond, fait les cent pas
      impatien*, instable
    `),
  ],
  agressivite: [
    /(?:^| )(?:il|elle|ils|elles) (?:tapen?t?|frappen?t?|mordent|mord|griffen?t?)(?= (?:et|quand|des que|tout|souvent|fort|beaucoup|les|sur|parfois)(?= )|$)/,
    ...list(`
      agress*, aggress*, agresif*, frapp*, tape* les*, tape* sur, tape* ses*, tape* sa
      tape* son, tape* le, tape* la, tape* ma, tape* mon, tape* tout*
      donne des coups, coup* de pied*, coup* de poing*, griff*, mord*, morsure*, pinc*, insult*, injur*
      crache* sur, crache* au visage, crache* dessus, violen*, menac*, hostil*, jette* des objets
      lance* des objets, lance* ses affaires, jette* ses affaires, tire les cheveux, casse tout
      casse des, casse les, casse ses
    `),
    // "tape des mains" is clapping, often a stereotypy: not aggression.
    /(?:^| )tap[a-z]* des (?!mains|pieds)/,
  ],
  errance: [
    near('tourne*, marche*, circule*, erre*', 'couloir*', 3),
    ...list(`
      se perd*, deambule*, deambulation*, deambuler, dambul*, erre, errent, errer, errance, errant*, cherche* la sortie
      cherche* a sortir, cherche* a partir, veut partir, veut sortir, veut rentrer chez*
      veut rentrer a la maison, rentrer chez elle, rentrer chez lui, fugu*, marche sans arret
      marche toute la journee, tourne en rond, ne trouve pas sa chambre, entre chez les autres
      ne retrouve pas sa chambre, part seul*, sort seul*, doit aller travailler, aller au travail
      aller chercher ses enfants, entre dans les chambres
    `),
    // "veut partir", not "ne veut plus sortir" (that is withdrawal).
    /(?:^| )(?<!ne )(?:veut|veulent|voulait|cherche|cherchent|essaie|essaye|tente)(?! pas| plus)(?: [a-z]+){0,3} (?:partir|sortir|rentrer|fuir|fuguer|se enfuir)(?= |$)/,
  ],
  crepusculaire: ['sundown*', 'crepuscul*', 'syndrome du coucher du soleil'],
  anxiete: [
    ...list(`
      anxi*, angoiss*, peur*, pleur*, sanglot*, inqui*, stress*, panique*, effray*, terroris*
      terrifi*, apeure*, rassur*, insecur*, appelle sa mere, appelle sa maman, cherche sa mere
      cherche sa maman, cherche son mari, demande sans cesse, pose sans cesse, meme question
      memes questions
      pose tout le temps la meme question, separation, ne veut pas que je parte, colle a moi
      au secours, a le aide, appelle maman, appelle papa, appelle sa mere, appelle sa maman
      refus scolaire, phobie*
    `),
    /(?:^| )(?:ne veut (?:pas|plus|jamais)|refuse[a-z]*(?: de)?) (?:aller|retourner) a (?:le ecole|la ecole|la creche|le college|la garderie)/,
  ],
  apathie: [
    ...list(`
      apathi*, ne fait plus rien, ne veut plus rien faire, repli*, se isole, isolement, sans envie
      envie de rien, plus envie de rien, ne participe plus, ne participe pas, ne participe a rien
      indifferen*, amorph*, demotiv*, passivite, apragmat*, aboulie, perte de interet
      ne se interesse plus, ne se interesse a rien, reste au lit, reste dans sa chambre
      ne sort plus de sa chambre, ne sort plus, ne veut plus sortir, reste enferme*, trist*, deprim*, depress*, semble eteint*, est eteint*
      tres eteint*, ne communique plus
    `),
  ],
  douleur: [
    ...list(`
      douleur*, douloureu*, a mal, avoir mal, fait mal
    `),
    /(?:^| )mal (?:au|aux|a la|a le|de tete|de ventre|de dos)(?= |$)/,
    /(?:^| )souffr[a-z]*(?! d[eu] )(?= |$)/,
    ...list(`
      grimac*, gemi*, algoplus, doloplus, arthrose, escarre*
    `),
  ],
  sommeil: [
    ...list(`
      sommeil, insomni*, ne dort pas, ne dort plus, dort mal, dort pas, dort plus, dormir
      reveill*, nocturne*, reveils, la nuit, les nuits, par nuit, chaque nuit
      toute la nuit, nuit blanche*, cauchemar*, terreur* nocturne*, se endorm*, endormi*
      endormissement
    `),
    /(?:^| )(?:au|le|se|du|heure du|moment du) coucher(?! du soleil)(?= |$)/,
    ...list(`
      aller au lit, va au lit, mettre au lit, dans notre lit, dans le lit des parents, sieste, se leve la nuit
      inversion du rythme, somnolen*
    `),
    /(?:^| )dort (?:toute la journee|tout le temps|beaucoup|trop|en journee|la journee)/,
  ],
  alimentation: [
    /(?:^| )ne (?:mange|boit|se alimente|avale)[a-z]* (?:(?:presque|quasi|quasiment|pratiquement|vraiment|toujours) )?(?:plus|pas|rien|guere)(?= |$)/,
    /(?:^| )(?:mange|boit)[a-z]* (?:(?:tres|trop|de moins en moins|si) )?(?:peu|plus rien|presque rien|rien)(?= |$)/,
    near(
      'refus*, ne veut pas, ne veut plus, veut plus',
      'manger, boire, repas, se alimenter, avaler, nourriture',
      2,
    ),
    near('garde*', 'en bouche, dans la bouche, dans sa bouche', 3),
    /(?:^| )ne (?:mange|boit)[a-z]* (?:plus )?que(?= |$)/,
    'aliment*',
    ...list('assiette*, couverts, cuillere*, fourchette*'),
    'vomi*',
    near('recrache*', 'nourriture, aliments, tout, repas, bouchee*, morceaux, puree', 3),
    ...list(`
      repas, fausse* route*, denutri*, malnutri*, deshydrat*, perte de poids, perd du poids
      maigri*, appetit, alimenta*, nourriture, selectivite alimentaire, selectif, textures
      boulimi*, anorexi*, deglut*, mastic*, biberon*, a table
    `),
  ],
  hygiene: [
    ...list(`
      hygiene corporelle, manque de hygiene, incontinen*, proprete, les couches, sa couche
      ses couches, change de couche, protections, se souill*, souille*, odeur*, sent mauvais, sent fort, sent le urine, ne se lave plus
      ne se lave pas, pipi*, caca, dans sa culotte, dans son pantalon, enuresi*, encopresi*, se essuie, excrement*, selles, urine*
    `),
  ],
  chute: [
    'chut*',
    /(?:^| )(?<!laiss[a-z]* )tomb[a-z]*(?! de la nuit)(?= |$)/,
    ...list(`
      glisse*, perte de equilibre, desequilibr*, trebuch*, retrouve* au sol, retrouve* par terre
      releve* du sol
    `),
  ],
} satisfies Partial<Record<ThemeId, readonly Cue[]>>;

export const themeCues: Record<ThemeId, readonly Cue[]> = { ...careThemeCues, ...moreThemeCues };
