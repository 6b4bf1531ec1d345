import type { UnseenCase } from './analyse-cases-unseen';

/** Unseen situations, continued (see analyse-cases-unseen.ts). */
export const unseenCases2: readonly UnseenCase[] = [
  [
    'Élève de 8 ans, trouble du spectre autistique, qui crie quand la sonnerie retentit',
    'enfants',
    ['autisme', 'cris', 'surcharge_sensorielle'],
  ],
  ['Mon ado de 14 ans reste enfermé dans sa chambre et ne parle plus à personne', 'enfants', ['apathie']],
  [
    'Un enfant de 4 ans qui ne mange que des aliments blancs, il vomit si on insiste',
    'enfants',
    ['alimentation'],
  ],
  ["Mes jumeaux de 3 ans refusent d'aller se coucher et se relèvent 10 fois", 'enfants', ['sommeil']],
  ["Mon élève de 10 ans avec TDAH n'arrive pas à attendre son tour et coupe la parole", 'enfants', ['tdah']],
  [
    'Il a 7 ans et ne supporte pas que sa routine du matin change, il se roule par terre',
    'enfants',
    ['transition', 'crise'],
  ],
  ['Depuis le décès de sa maman, mon élève de 9 ans a des accès de colère', 'enfants', ['deuil', 'crise']],
  [
    "Une adulte de 28 ans avec un syndrome de Rett s'agite et hurle pendant la douche",
    'handicap',
    ['agitation', 'cris', 'refus_soins'],
  ],
  [
    'Usager du FAM, 52 ans, déficience intellectuelle, qui refuse ses traitements depuis un mois',
    'handicap',
    ['refus_soins'],
  ],
  [
    "Un jeune autiste de 19 ans se mord le poignet quand on l'interrompt dans son activité",
    'handicap',
    ['autisme', 'automutilation', 'transition'],
  ],
  ['Un résident polyhandicapé du foyer semble avoir mal, il grimace et pleure', 'handicap', ['douleur']],
  [
    'Dans notre institution, une jeune femme avec handicap mental se met nue dans les couloirs',
    'handicap',
    [],
  ],
  [
    'Un homme de 40 ans IMC ne peut pas parler, on utilise une tablette de communication',
    'handicap',
    ['communication_non_verbale'],
  ],
  [
    "L'éducateur est épuisé par les crises répétées d'un usager de l'IME",
    'handicap',
    ['epuisement_aidant', 'crise'],
  ],
  ['il tape', null, ['agressivite'], true],
  // A spouse who no longer recognises: an adult, most often old (a spouse is never a child).
  ['Ma femme ne me reconnaît plus', 'personnes_agees', [], true],
  [
    'Ma fille de 6 ans fait des crises le soir au coucher depuis la rentrée, on a essayé les récompenses',
    'enfants',
    ['crise', 'sommeil'],
    false,
  ],
  [
    'Une dame de 87 ans en accueil de jour devient irritable vers 16h et veut absolument rentrer',
    'personnes_agees',
    ['crepusculaire', 'errance'],
  ],
  [
    "Mon beau-père de 81 ans, Alzheimer avancé, ne sait plus utiliser ses couverts et laisse tout dans l'assiette",
    'personnes_agees',
    ['alimentation'],
  ],
  [
    "Résident 79 ans, ancien agriculteur, se lève à 5h et réveille tout l'étage",
    'personnes_agees',
    ['sommeil'],
  ],
  ['Une résidente pleure à chaque fois que sa fille repart après la visite', 'personnes_agees', ['anxiete']],
  ['Un monsieur de 88 ans avec démence vasculaire se déshabille dans le salon commun', 'personnes_agees', []],
  [
    'Ma mère (86 ans) a fait trois chutes ce mois-ci et refuse le déambulateur',
    'personnes_agees',
    ['chute', 'refus_soins'],
  ],
  ["Un résident très apathique depuis qu'on a changé son traitement", 'personnes_agees', ['apathie']],
  ['Ma fille de 4 ans fait pipi partout depuis la naissance de sa soeur', 'enfants', ['hygiene']],
  ['Un élève de 6 ans frappe la maîtresse quand elle lui demande de ranger', 'enfants', ['agressivite']],
  ["mon fils de 9ans a des tics et s'angoisse pour tout", 'enfants', ['anxiete']],
  ['Mon bébé de 10 mois hurle dès que je le pose', 'enfants', ['cris']],
  [
    "L'enfant autiste que j'accompagne comme AESH se cache sous la table quand la classe est bruyante",
    'enfants',
    ['autisme', 'surcharge_sensorielle'],
  ],
  ['Ma fille de 16 ans se fait vomir après les repas', 'enfants', ['alimentation']],
  ["Un garçon de 12 ans en foyer de l'ASE fugue tous les week-ends", 'enfants', ['errance']],
  [
    "Une jeune adulte avec TSA refuse de prendre sa douche et se bouche les oreilles sous l'eau",
    'handicap',
    ['autisme', 'refus_soins'],
  ],
  [
    'Au foyer, un résident déficient intellectuel de 60 ans commence à perdre la mémoire et se perd',
    'handicap',
    ['errance'],
  ],
  [
    "Un usager d'ESAT de 30 ans pleure et tremble quand on change son poste de travail",
    'handicap',
    ['anxiete', 'transition'],
  ],
  [
    'Une résidente de MAS, 45 ans, polyhandicapée, ne dort plus depuis une semaine et gémit',
    'handicap',
    ['sommeil', 'douleur'],
  ],
  [
    "Une personne en situation de handicap que j'accompagne crache sur les soignants",
    'handicap',
    ['agressivite'],
  ],
  [['Mon fils fait des crises', 'il a 5 ans et il est autiste'], 'enfants', ['crise', 'autisme']],
  [
    ['Elle ne mange plus', "C'est ma grand-mère, elle a 94 ans et vit en EMS depuis 2 mois"],
    'personnes_agees',
    ['alimentation'],
  ],
  [
    ['Un jeune crie sans arrêt', 'Il a 23 ans, polyhandicapé, il vit au foyer depuis peu'],
    'handicap',
    ['cris'],
  ],
  ['elle me fatigue', null, [], true],
  ['Ma mère de 85 ans refuse les soins à domicile', 'personnes_agees', ['refus_soins'], false],
  [
    'Mon fils de 8 ans autiste hurle au supermarché à cause du bruit, on a essayé le casque',
    'enfants',
    ['autisme', 'cris', 'surcharge_sensorielle'],
    false,
  ],
];
