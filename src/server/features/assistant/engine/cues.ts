import type { Audience } from '@shared/features/assistant';
import { type Cue, list, matchesAny, near } from './analyse-lexicon';
import { personDefault, renderGendered } from './gender';
import { normalize } from './normalize';
import type { CaseState } from './types';

/**
 * Clues in the user's own words and what a trainer would do with each (docs/decisions/020): the
 * bustle of a shift change, pain, a new colleague, a taste for music or gardening. A situation card
 * answers the presentation; a clue answers this person's day, so a follow-up that brings a new fact
 * gets advice about that fact. Lexicons are normalised (see normalize.ts), hence linear-time.
 * Texts use the gender markup of the cards: `{feminine|masculine}` for the person cared for.
 */
type ClueText = string | (Partial<Record<Audience, string>> & { other: string });

export type Clue = {
  id: string;
  cues: readonly Cue[];
  /** Not a clue when the carer speaks of themself (their fatigue is not the person's). */
  notForSelf?: boolean;
  audiences?: readonly Audience[];
  text: ClueText;
};

const clues: readonly Clue[] = [
  {
    id: 'shift-change',
    cues: list(
      'changement de equipe, changements de equipe, la releve, transmissions, changement de service',
    ),
    text: '**Le changement d’équipe** est un moment de bruit et de va-et-vient : prévoyez qu’une personne qu’{elle|il} connaît reste avec {elle|lui} pendant les transmissions, à l’écart du passage, avec une occupation qu’{elle|il} aime.',
  },
  {
    id: 'bustle',
    cues: list(
      'le bruit, trop de bruit, il y a du bruit, bruit ambiant, bruits de couloir, bruyant*, beaucoup de monde, beaucoup de passage, du passage, trop de monde, television allumee, tele allumee, brouhaha, agitation autour',
    ),
    text: '**Le bruit et le passage** fatiguent vite une personne qui a du mal à trier ce qu’elle perçoit : baissez la télévision, proposez un coin plus calme et limitez le nombre de personnes autour d’{elle|lui} à ce moment-là.',
  },
  {
    id: 'visit-ends',
    cues: [
      ...list('apres les visites, apres la visite, apres ses visites, fin de la visite, fin des visites'),
      near(
        'fille, fils, enfants, famille, mari, epouse, femme, proches, visite*, petite fille, petit fils, soeur, frere',
        'part, repart, partent, repartent, se en va, se en vont',
        2,
      ),
    ],
    audiences: ['personnes_agees', 'handicap'],
    text: '**La fin d’une visite** ravive souvent le manque : un départ court et annoncé (« Je reviens jeudi »), suivi d’une activité prévue avec un soignant, passe mieux que de longs adieux.',
  },
  {
    id: 'pain',
    cues: list(
      'a mal au, a mal a la, a mal aux, a mal quand, a mal partout, a tres mal, avoir mal, aurait mal, douleur*, douloureu*, grimace*, se tient le ventre, constip*, mal au dos, mal aux dents, mal au ventre, arthrose',
    ),
    text: {
      personnes_agees:
        '**La douleur** est une cause fréquente d’agitation et de refus quand on ne peut pas la dire : évaluez-la avec une échelle d’observation (Algoplus, Doloplus), à plusieurs moments de la journée, et parlez-en au médecin.',
      enfants:
        '**La douleur** change le comportement d’un enfant qui ne sait pas la dire : observez son visage, ses pleurs et sa posture (échelle FLACC, ou EVENDOL chez le petit) et parlez-en au pédiatre.',
      handicap:
        '**La douleur** s’exprime souvent par le comportement chez une personne qui ne parle pas : utilisez une grille d’observation (GED-DI, San Salvadour) et faites vérifier les dents, le transit et les oreilles par le médecin.',
      other:
        '**La douleur** est une cause fréquente de changement de comportement quand on ne peut pas la dire : observez-la avec une grille adaptée et parlez-en au médecin.',
    },
  },
  {
    id: 'hunger-thirst',
    cues: list(
      'faim, soif, pas assez bu, boit peu, boit tres peu, ne boit pas assez, pas mange, a jeun, saute le repas, saute le gouter',
    ),
    text: '**La faim ou la soif** peuvent suffire à déclencher ces moments : proposez une boisson qu’{elle|il} aime et une petite collation avant l’heure difficile.',
  },
  {
    id: 'fatigue',
    cues: list(
      'mal dormi, nuit blanche, pas fait la sieste, pas de sieste, sans sieste, saute la sieste, fatigue de la journee, fatigue en fin de, tres fatigue, tres fatiguee, epuise par la journee, manque de sommeil',
    ),
    notForSelf: true,
    text: '**La fatigue** abaisse le seuil de tolérance : un temps de repos au calme avant le moment difficile (une sieste courte, un fauteuil près de la fenêtre, une activité douce) peut l’éviter.',
  },
  {
    id: 'new-staff',
    cues: list(
      'nouvelle collegue, nouveau collegue, nouvelles collegues, nouveaux collegues, nouvelle soignante, nouveau soignant, nouveaux soignants, nouvelle educatrice, nouvel educateur, nouveaux educateurs, nouvelle equipe, nouveau personnel, interimaire*, remplacant*, remplacante*, stagiaire*, personnel tournant, ne connait pas encore',
    ),
    text: '**Avec une personne nouvelle**, rien n’est encore prévisible : faites faire les premiers soins en binôme avec un professionnel connu et transmettez par écrit ses habitudes et les mots qui {la|le} rassurent.',
  },
  {
    id: 'carer-sex',
    cues: list(
      'soignant homme, soignants hommes, soignant masculin, soignants masculins, par un homme, par une femme, que un homme, que une femme, soignante femme, collegue homme',
    ),
    text: '**Le sexe du soignant** compte souvent pour les soins intimes : quand c’est possible, respectez sa préférence et notez-la dans le plan de soins pour toute l’équipe.',
  },
  {
    id: 'cold',
    cues: list(
      'eau froide, eau trop chaude, a froid, a toujours froid, il fait froid, frileu*, grelotte*, tremble de froid',
    ),
    text: '**Le froid** rend la toilette pénible : chauffez la pièce avant, gardez une serviette chaude sur ses épaules et ne découvrez que la partie du corps que vous lavez.',
  },
  {
    id: 'several-staff',
    cues: [
      near(
        'a, on est, on se met, nous sommes, sommes',
        'deux soignant*, trois soignant*, deux pour, trois pour, plusieurs pour, plusieurs soignant*, deux collegues, trois collegues',
        2,
      ),
      ...list(
        'on le tient, on la tient, le tenir, la tenir, en le tenant, en la tenant, le maintenir, la maintenir, le maintenons, la maintenons',
      ),
    ],
    text: '**Tenir la personne ou venir à plusieurs** est vécu comme une agression et augmente la défense : un seul soignant qui parle, les autres hors de sa vue, et l’on reporte le soin plutôt que de forcer.',
  },
  {
    id: 'routine-change',
    cues: list(
      'changement de programme, changement de planning, changement de routine, changement de habitude*, changement de chambre, changement de horaire*, changement de emploi du temps, changement de classe, changement de maitresse, changement de enseignant*, imprevu*, demenag*, retour de vacances, apres les vacances, la rentree, depuis la rentree',
    ),
    text: '**Un changement d’habitude** enlève des repères : annoncez-le à l’avance avec un support visuel (photo, pictogramme, calendrier) et gardez identiques les autres moments de la journée.',
  },
  {
    id: 'screens',
    cues: list(
      'ecran*, tablette*, console*, jeux video, jeu video, dessin anime*, dessins animes, youtube, telephone portable',
    ),
    audiences: ['enfants', 'handicap'],
    text: '**Arrêter un écran** est une transition difficile : prévenez à l’avance (un minuteur visible, « encore deux vidéos ») et proposez tout de suite l’activité qui suit, plutôt qu’un « non » sec.',
  },
  {
    id: 'dusk',
    cues: list(
      'la nuit tombe, quand il fait nuit, quand il fait sombre, il fait sombre, obscurite, penombre, les ombres, des ombres, lumiere baisse, la lumiere baisse, tombee de la nuit, quand le jour baisse',
    ),
    text: '**La baisse de la lumière** brouille les repères et fait naître des illusions : allumez avant que la nuit tombe, fermez les rideaux sur les vitres noires et évitez les ombres et les reflets.',
  },
  {
    id: 'senses',
    cues: list(
      'lunettes, appareil auditif, appareils auditifs, appareil auditif, sourd*, entend mal, malentendant*, voit mal, malvoyant*, cataracte, ne entend pas bien',
    ),
    text: '**Ses lunettes et ses appareils auditifs** : vérifiez qu’ils sont portés, propres et qu’ils fonctionnent ; une perception brouillée accroît la méfiance et les malentendus.',
  },
  {
    id: 'new-treatment',
    cues: list(
      'nouveau traitement, nouveau medicament, nouveaux medicaments, changement de traitement, changement de medicament, traitement a change, traitement a ete change, medicament a change, neuroleptique*, somnifere*, benzodiazepine*, dose augmentee, augmente la dose, diminue la dose, arret du traitement',
    ),
    text: '**Un changement récent de traitement** peut suffire à expliquer un changement de comportement : signalez-le au médecin ou au pharmacien, avec la date du début.',
  },
  {
    id: 'toilet-need',
    cues: list(
      'envie de uriner, besoin de uriner, envie de aller aux toilettes, besoin de aller aux toilettes, aller aux toilettes, infection urinaire, se mouille, fuites urinaires',
    ),
    text: '**Un besoin d’aller aux toilettes** mal compris est une cause fréquente d’agitation : proposez les toilettes à heures régulières et rendez-les faciles à trouver (porte visible, pictogramme, lumière la nuit).',
  },
  {
    id: 'raised-voice',
    cues: list(
      'on lui crie dessus, on crie, je crie, je hurle, on hausse le ton, je hausse le ton, je eleve la voix, on eleve la voix, je perds patience, je me enerve',
    ),
    notForSelf: true,
    text: '**Hausser le ton** fait monter la tension en miroir : parlez plus bas et plus lentement, à sa hauteur et en face, et laissez un temps de silence avant de répéter.',
  },
  {
    id: 'hurried',
    cues: list(
      'on est presse*, on est pressee*, pas le temps, manque de temps, en sous effectif, sous effectif, a la chaine, vite fait, au pas de course, le rush, debordee*, debordes',
    ),
    notForSelf: true,
    text: '**Le manque de temps** se sent et fait refuser : mieux vaut un soin plus court mais calme, quitte à reporter une partie, qu’un soin complet fait dans la hâte.',
  },
  {
    id: 'arrival',
    cues: list(
      'depuis son entree, depuis son arrivee, depuis son admission, depuis son placement, depuis son hospitalisation, depuis son retour de le hopital, vient de arriver, vient de entrer, nouvellement admis*, nouveau resident, nouvelle residente, depuis que il est arrive, depuis que elle est arrivee, depuis que il est entre, depuis que elle est entree, depuis que il est place, depuis que elle est placee',
    ),
    text: '**Les premières semaines après une arrivée** sont un déracinement : des objets familiers, une personne de référence et le récit de sa vie recueilli auprès des proches aident à retrouver des repères.',
  },
  {
    id: 'music',
    cues: list('musique, chanson*, chante*, chanter, accordeon, piano, opera, danse*, danser, valse*'),
    text: '**La musique** est une porte d’entrée : les chansons qu’{elle|il} aime peuvent accompagner le moment difficile (les fredonner pendant le soin, une liste personnelle pour la fin de journée).',
  },
  {
    id: 'former-job',
    cues: [
      near(
        'etait, a ete, ancien, ancienne, travaillait, metier',
        'institutrice, instituteur, enseignante, enseignant, maitresse, professeur*, prof de',
        3,
      ),
    ],
    audiences: ['personnes_agees', 'handicap'],
    text: '**Son ancien métier d’enseignant{e|}** est une ressource : lire une histoire à voix haute, corriger ou ranger des fiches, montrer un geste à quelqu’un lui rendent un rôle et une fierté.',
  },
  {
    id: 'former-job',
    cues: [
      near(
        'etait, a ete, ancien, ancienne, travaillait, metier',
        'agricult*, paysan*, paysanne, fermier*, fermiere, vigneron*, vigneronne, maraicher*',
        3,
      ),
    ],
    audiences: ['personnes_agees', 'handicap'],
    text: '**Son ancien métier de la terre** est une ressource : trier des graines, rempoter, arroser, éplucher les légumes du jardin ou parler des bêtes lui rendent un rôle et une fierté.',
  },
  {
    id: 'former-job',
    cues: [
      near(
        'etait, a ete, ancien, ancienne, travaillait, metier',
        'couturiere, couturier, tailleur, modiste, tricoteuse',
        3,
      ),
    ],
    audiences: ['personnes_agees', 'handicap'],
    text: '**Son ancien métier de couture** est une ressource : trier des boutons, plier et ranger du linge, enrouler des pelotes lui occupent les mains avec des gestes qu’{elle|il} connaît.',
  },
  {
    id: 'former-job',
    cues: [
      near(
        'etait, a ete, ancien, ancienne, travaillait, metier',
        'cuisinier*, cuisiniere, boulanger*, boulangere, patissier*, boucher*, bouchere',
        3,
      ),
    ],
    audiences: ['personnes_agees', 'handicap'],
    text: '**Son ancien métier de bouche** est une ressource : éplucher, mélanger une pâte, mettre la table ou goûter une sauce lui rendent un rôle et une fierté.',
  },
  {
    id: 'former-job',
    cues: [
      near(
        'etait, a ete, ancien, ancienne, travaillait, metier',
        'secretaire, comptable, employee de bureau, employe de bureau, banquier*, postier*, postiere',
        3,
      ),
    ],
    audiences: ['personnes_agees', 'handicap'],
    text: '**Son ancien métier de bureau** est une ressource : classer des papiers, trier du courrier, compter des pièces ou tenir un petit carnet lui rendent un rôle et une fierté.',
  },
  {
    id: 'former-job',
    cues: [
      near(
        'etait, a ete, ancien, ancienne, travaillait, metier',
        'mecanicien, menuisier*, ebeniste, horloger*, electricien, macon*, charpentier*, ouvrier*, ouvriere, chauffeur*',
        3,
      ),
    ],
    audiences: ['personnes_agees', 'handicap'],
    text: '**Son ancien métier manuel** est une ressource : visser, poncer, trier des vis et des boulons, ranger une caisse à outils lui occupent les mains avec des gestes qu’{elle|il} connaît.',
  },
  {
    id: 'former-job',
    cues: [
      near(
        'etait, a ete, ancien, ancienne, travaillait, metier',
        'infirmiere, infirmier, aide soignante, sage femme, medecin, menagere, employee de maison',
        3,
      ),
    ],
    audiences: ['personnes_agees', 'handicap'],
    text: '**Son ancien métier** est une ressource : proposez des tâches qui le rappellent (plier des serviettes, préparer un plateau, aider à mettre la table) pour lui rendre un rôle et une fierté.',
  },
  {
    id: 'former-job',
    cues: [
      near(
        'etait, a ete, ancien, ancienne, travaillait, metier',
        'militaire, officier, soldat, sous officier, gendarme, policier, policiere, pompier',
        3,
      ),
    ],
    audiences: ['personnes_agees', 'handicap'],
    text: '**Son ancien métier**, fait d’ordre et de consignes, est une ressource : une liste des étapes au mur, des affaires préparées dans l’ordre, et {la|le} laisser diriger plutôt que d’être dirigé{e|} préservent sa dignité.',
  },
  {
    id: 'someone-succeeds',
    cues: [
      near(
        'avec notre fille, avec sa fille, avec ma fille, avec son fils, avec notre fils, avec mon fils, avec ma soeur, avec sa soeur, avec une collegue, avec ma collegue, avec un collegue, avec le veilleur, avec la veilleuse, avec une autre, avec un autre, avec le infirmier, avec la infirmiere, quand ce est sa fille, quand ce est son fils, quand ce est une autre',
        'ca se passe mieux, se passe bien, il se laisse faire, elle se laisse faire, ca marche, il accepte, elle accepte, pas de probleme, aucun souci',
        6,
      ),
    ],
    text: '**Quand ça se passe mieux avec quelqu’un d’autre**, c’est une piste précieuse : demandez à cette personne ce qu’elle fait exactement (le moment, les mots, le ton, l’ordre des gestes) et reprenez-le ; lui confier ce moment quelques jours peut aussi désamorcer le bras de fer.',
  },
  {
    id: 'nap',
    cues: list(
      'sieste jusque, longue sieste, grande sieste, sieste de deux heures, sieste de trois heures, dort tout le apres midi, sieste apres le diner, sieste apres le repas, sieste apres manger',
    ),
    text: '**La sieste** longue ou tardive brouille les repères au réveil : limitez-la à une demi-heure en début d’après-midi et prévoyez au réveil une activité qui annonce la suite de la journée.',
  },
  {
    id: 'garden',
    cues: list(
      'jardin, jardiner, jardinage, potager, ses fleurs, les fleurs, ses plantes, les plantes, arroser',
    ),
    text: '**Le jardin** est un appui : un moment dehors ou des plantes à arroser au moment difficile donnent une occupation qui a du sens pour {elle|lui}.',
  },
  {
    id: 'faith',
    cues: list(
      'priere*, prier, messe, chapelet, croyant*, tres pieu*, pratiquant*, eglise, aumonier, pasteur, la foi, sa foi, coran, mosquee, synagogue',
    ),
    audiences: ['personnes_agees', 'handicap'],
    text: '**Sa foi** peut apaiser : un chapelet ou un livre de prières à portée de main, une prière dite ensemble, ou la visite de l’aumônier quand l’angoisse monte.',
  },
  {
    id: 'handiwork',
    cues: list(
      'tricot*, tricoter, couture, coudre, broderie, crochet, pelotes, bricol*, aime cuisiner, aimait cuisiner, faire des gateaux, patisserie, eplucher',
    ),
    audiences: ['personnes_agees', 'handicap'],
    text: '**Ses gestes de toujours** (coudre, tricoter, cuisiner, bricoler) occupent les mains et rassurent : préparez un panier d’activité à sa portée pour le moment où l’agitation monte.',
  },
  {
    id: 'animals',
    cues: list(
      'son chien, sa chienne, son chat, ses chats, ses chiens, aime les animaux, adore les animaux, aimait les animaux, ses animaux, ses vaches, ses poules',
    ),
    text: '**Les animaux qu’{elle|il} aime** peuvent aider : des photos, parler de son chien ou de son chat quand l’angoisse monte, ou des séances de médiation animale si l’établissement en propose.',
  },
  {
    id: 'punishment',
    cues: list(
      'punition*, puni, punie, punis, le punir, la punir, privee de, prive de, au coin, on le prive, on la prive, retire la tablette, retirer la tablette, fessee*',
    ),
    audiences: ['enfants', 'handicap'],
    text: '**Les punitions** arrêtent parfois le geste sur le moment mais n’apprennent pas quoi faire à la place : nommez le comportement attendu, montrez-le et félicitez-le dès qu’il apparaît.',
  },
  {
    id: 'two-homes',
    cues: list(
      'garde alternee, separation des parents, parents separes, parents divorces, divorce, chez son pere, chez sa mere, chez son papa, chez sa maman, week end chez',
    ),
    audiences: ['enfants'],
    text: '**Les allers-retours entre deux maisons** demandent beaucoup d’adaptation : des repères identiques dans les deux lieux (le rituel du coucher, un objet qui voyage avec {elle|lui}) aident à chaque passage.',
  },
  {
    id: 'big-group',
    cues: list(
      'en groupe, grand groupe, en collectivite, en classe entiere, au refectoire, a la cantine, salle a manger commune, dans le bus, en sortie',
    ),
    text: '**Le groupe** multiplie les sollicitations : une place au bord, moins de voisins, un casque ou un coin de retrait prévu à l’avance permettent de tenir plus longtemps.',
  },
  {
    id: 'mirror',
    cues: list('miroir*, son reflet, glace de la salle de bain*, se voit dans la glace, parle a son reflet'),
    audiences: ['personnes_agees'],
    text: '**Le miroir** peut montrer un inconnu à une personne qui ne se reconnaît plus : couvrez-le ou retirez-le quand il inquiète.',
  },
];

function clueText(clue: Clue, state: CaseState): string {
  const text =
    typeof clue.text === 'string'
      ? clue.text
      : ((state.audience ? clue.text[state.audience] : undefined) ?? clue.text.other);
  return renderGendered(
    text,
    { person: state.person ?? null, reader: state.reader ?? null },
    personDefault(state),
  );
}

/** The clues of a message not yet taken up in the conversation, at most `count`, in message order. */
export function cluesIn(
  message: string,
  state: CaseState,
  given: ReadonlySet<string>,
  count: number,
): { key: string; text: string }[] {
  const normalized = normalize(message);
  return clues
    .filter((clue) => !given.has(`clue:${clue.id}`))
    .filter((clue) => !(clue.notForSelf && state.speaker === 'self'))
    .filter((clue) => !clue.audiences || !state.audience || clue.audiences.includes(state.audience))
    .filter((clue) => matchesAny(normalized, clue.cues))
    .filter((clue, index, found) => found.findIndex((other) => other.id === clue.id) === index)
    .slice(0, count)
    .map((clue) => ({ key: `clue:${clue.id}`, text: clueText(clue, state) }));
}

/** For the linear-time test. */
export const clueCues: readonly Cue[] = clues.flatMap((clue) => clue.cues);
