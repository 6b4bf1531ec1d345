import type { Audience } from '@shared/features/assistant';
import type { ThemeId } from './types';

/**
 * Situations written after the lexicons, as a check on wording they were not built from: the
 * audience and the themes that must be found and, when given, whether Sophia must ask first.
 * On first reading 70 %, 80 % and 84 % of the three batches matched; the misses showed gaps the
 * lexicons have since closed. More in analyse-cases-unseen-2.ts.
 */
export type UnseenCase = readonly [
  turns: string | readonly string[],
  audience: Audience | null,
  themes: readonly ThemeId[],
  ask?: boolean,
];

export const unseenCases: readonly UnseenCase[] = [
  [
    "Mon grand-père de 86 ans confond le jour et la nuit, il se lève à 3h du matin pour s'habiller",
    'personnes_agees',
    ['sommeil'],
  ],
  [
    "Une pensionnaire du home crie 'au secours' dès qu'on entre dans sa chambre",
    'personnes_agees',
    ['cris', 'anxiete'],
  ],
  [
    "Le résident de la chambre 4 jette son plateau repas par terre et insulte l'équipe",
    'personnes_agees',
    ['agressivite'],
  ],
  [
    "Mme L., 90 ans, ne veut plus qu'on lui coupe les ongles ni qu'on la coiffe",
    'personnes_agees',
    ['refus_soins'],
  ],
  [
    'Ma mère atteinte de démence frontotemporale mange avec les doigts et vole la nourriture des autres',
    'personnes_agees',
    ['alimentation'],
  ],
  [
    "Un résident grabataire gémit à chaque mobilisation, l'équipe pense à une douleur",
    'personnes_agees',
    ['douleur'],
  ],
  [
    "Depuis le départ de sa fille à l'étranger, ma voisine de 80 ans ne sort plus et ne mange presque rien",
    'personnes_agees',
    ['apathie', 'alimentation'],
  ],
  [
    'Notre EMS accueille un monsieur qui tourne dans les couloirs toute la nuit et entre chez les autres',
    'personnes_agees',
    ['errance'],
  ],
  [
    'Mon fils de 3 ans se tape la tête par terre quand il est en colère',
    'enfants',
    ['automutilation', 'crise'],
  ],
  [
    "Une petite fille de 5 ans refuse de parler à l'école mais parle à la maison",
    'enfants',
    ['communication_non_verbale'],
  ],
  [
    "Mon élève de CM2 arrive tous les matins épuisé, il dit qu'il ne dort pas à cause des disputes de ses parents",
    'enfants',
    ['sommeil', 'conflit_famille'],
  ],
  ['Ma fille de 13 ans ne mange plus et se trouve trop grosse', 'enfants', ['alimentation']],
  ['Les enfants de ma classe de maternelle sont surexcités après la cantine', 'enfants', ['agitation']],
  [
    "Mon fils autiste de 9 ans refuse de porter d'autres vêtements que son pyjama et hurle quand on le change",
    'enfants',
    ['autisme', 'cris'],
  ],
  [
    'Mon fils de 8 ans TDAH oublie tout et se met en colère quand on lui demande ses devoirs',
    'enfants',
    ['tdah', 'crise'],
  ],
  ['Ma fille de 10 ans est terrifiée par les chiens et refuse de sortir', 'enfants', ['anxiete']],
  [
    'Un jeune de 20 ans avec autisme sévère en foyer casse les vitres quand son éducateur référent est absent',
    'handicap',
    ['autisme', 'agressivite'],
  ],
  [
    "Une femme de 35 ans avec une déficience intellectuelle se gratte jusqu'au sang",
    'handicap',
    ['automutilation'],
  ],
  [
    'En IME, un enfant polyhandicapé pleure pendant les repas et recrache tout',
    'handicap',
    ['alimentation', 'anxiete'],
  ],
  [
    "Un résident de l'ESAT, trisomique, s'isole de plus en plus et ne parle plus aux collègues",
    'handicap',
    ['apathie'],
  ],
  [
    'Ma soeur de 45 ans avec un handicap mental fait des crises quand il y a des travaux et du bruit',
    'handicap',
    ['crise', 'surcharge_sensorielle'],
  ],
  [
    'Un usager non verbal de notre MAS se frappe le visage plusieurs fois par heure',
    'handicap',
    ['automutilation', 'communication_non_verbale'],
  ],
  [
    "Je suis infirmière de nuit et je n'arrive plus à dormir, je pleure avant chaque service",
    null,
    ['epuisement_aidant'],
  ],
  [
    "La famille d'un résident exige qu'on le lève tous les jours alors qu'il refuse",
    'personnes_agees',
    ['conflit_famille', 'refus_soins'],
  ],
  [
    'Ma mère vient de perdre mon père, elle a 84 ans et ne veut plus rien faire',
    'personnes_agees',
    ['deuil', 'apathie'],
  ],
  ['Un résident en soins palliatifs est très angoissé la nuit', 'personnes_agees', ['fin_de_vie', 'anxiete']],
  ['elle fait que de crier', null, ['cris'], true],
  ['il refuse de se laver', null, ['refus_soins'], true],
  ['Mon enfant ne dort pas', 'enfants', ['sommeil'], true],
  ['aidez moi svp', null, [], true],
  [
    "Résidente de 89 ans, désorientée, qui s'oppose à la prise de sang tous les mois",
    'personnes_agees',
    ['refus_soins'],
  ],
  [
    "mon papi 88ans devient méchant avec ma mamie, il la pousse et l'insulte",
    'personnes_agees',
    ['agressivite'],
  ],
  ['En gériatrie, une patiente de 91 ans arrache ses pansements la nuit', 'personnes_agees', ['sommeil']],
  [
    'Ma tante âgée de 76 ans atteinte de Parkinson a très peur de tomber et ne marche plus',
    'personnes_agees',
    ['anxiete', 'chute'],
  ],
  [
    "Un résident de 83 ans fugue régulièrement de l'EMS et on le retrouve à la gare",
    'personnes_agees',
    ['errance'],
  ],
  [
    'Les familles se plaignent que leur parent en EMS dort toute la journée',
    'personnes_agees',
    ['conflit_famille', 'sommeil'],
  ],
  [
    "Mon père refuse d'être aidé pour la toilette et sent fort, il vit seul à 85 ans",
    'personnes_agees',
    ['refus_soins', 'hygiene'],
  ],
  [
    "Elle a 93 ans, elle est en fin de vie à l'EMS et sa fille ne veut pas qu'on arrête l'alimentation",
    'personnes_agees',
    ['fin_de_vie'],
  ],
  ["Une résidente démente appelle 'maman' en boucle toute la soirée", 'personnes_agees', ['anxiete', 'cris']],
  [
    "Un papy de 90 ans ne reconnaît plus sa femme et l'accuse de vouloir l'empoisonner",
    'personnes_agees',
    [],
  ],
  ['Mon fils de 2 ans mord et tire les cheveux à la garderie', 'enfants', ['agressivite']],
  ["Mon enfant de 6 ans fait des crises de panique avant d'aller à l'école", 'enfants', ['anxiete']],
  [
    "Ma fille de 11 ans est harcelée à l'école et ne veut plus y aller, elle pleure le soir",
    'enfants',
    ['anxiete'],
  ],
];
