import { type AnalyseCase, situation as c } from './analyse-cases';

/** Disability and multi-turn situations for the analysis tests (see analyse-cases.ts). */
export const disabilityCases: readonly AnalyseCase[] = [
  c(
    'foyer resident with trisomy 21',
    'Un résident du foyer, 34 ans, avec une trisomie 21, devient agressif quand on change le planning.',
    'handicap',
    ['agressivite', 'transition'],
    { age: 34, settings: ['foyer'] },
  ),
  c(
    'autistic adult at the ESAT',
    "Adulte autiste de 25 ans en ESAT, il se tape la tête contre les murs quand il y a trop de bruit à l'atelier.",
    'handicap',
    ['autisme', 'automutilation', 'surcharge_sensorielle'],
    { not: ['agressivite'] },
  ),
  c(
    'young woman with polyhandicap in a MAS',
    'Une jeune femme polyhandicapée en MAS ne communique pas verbalement, elle crie pendant les soins.',
    'handicap',
    ['cris', 'refus_soins', 'communication_non_verbale'],
    { settings: ['foyer'] },
  ),
  c(
    'cerebral palsy and pain in transfers',
    'Jeune adulte avec une paralysie cérébrale en fauteuil, il a mal au dos et grimace lors des transferts.',
    'handicap',
    ['douleur'],
    { facts: ['who', 'when'] },
  ),
  c(
    'FAM resident with tantrums',
    'Au FAM, une résidente avec déficience intellectuelle fait des crises de colère quand sa mère ne vient pas le dimanche.',
    'handicap',
    ['crise'],
    { facts: ['who', 'where', 'when', 'trigger'] },
  ),
  c(
    'IME teenager with polyhandicap',
    "Un usager de l'IME, 16 ans, polyhandicapé, est hypersensible à la lumière et au bruit, il s'agite.",
    'handicap',
    ['surcharge_sensorielle', 'agitation'],
    { age: 16 },
  ),
  c(
    'adult son running away from the foyer',
    'Mon fils de 30 ans a un handicap mental, il fugue du foyer la nuit.',
    'handicap',
    ['errance'],
    { age: 30 },
  ),
  c(
    'refusing food, tried textures',
    'Personne en situation de handicap qui refuse de manger et recrache tout, on a essayé les textures mixées sans succès.',
    'handicap',
    ['alimentation', 'refus_soins'],
    { facts: ['tried'] },
  ),
  c(
    'scratching herself when anxious',
    "Elle a une déficience intellectuelle et se griffe les bras jusqu'au sang quand elle est anxieuse.",
    'handicap',
    ['automutilation', 'anxiete'],
    { not: ['agressivite'], facts: ['who', 'trigger'] },
  ),
  c(
    'autistic adult and transitions',
    'Un adulte avec TSA au foyer ne supporte pas les transitions entre les activités, il tape les éducateurs.',
    'handicap',
    ['autisme', 'transition', 'agressivite'],
  ),
  c(
    'adolescent with trisomy and pictograms',
    'Une adolescente trisomique ne parle pas et utilise des pictogrammes, elle se roule par terre au moindre imprévu.',
    'handicap',
    ['communication_non_verbale', 'crise', 'transition'],
  ),
  c(
    'end of life in a foyer, family disagrees',
    "Résident d'un foyer de vie en fin de vie, la famille n'est pas d'accord avec les soins palliatifs.",
    'handicap',
    ['fin_de_vie', 'conflit_famille'],
  ),
  c(
    'relatives accusing the team',
    "Les proches d'un usager de l'ESAT accusent l'équipe de maltraitance et menacent de porter plainte.",
    'handicap',
    ['conflit_famille'],
  ),
  c(
    'apathy after a change of room',
    "Un homme de 45 ans polyhandicapé est apathique depuis son changement de chambre, il ne s'intéresse plus à rien.",
    'handicap',
    ['apathie', 'transition'],
    { age: 45 },
  ),
];

export const multiTurnCases: readonly AnalyseCase[] = [
  c(
    'dev-03, turn 2 adds when and trigger',
    [
      'Mon eleve de 7 ans avec un TSA fait des crises quand on change d activite en classe, il se jette par terre',
      'Ca arrive surtout apres la recre et quand le programme change sans prevenir',
    ],
    'enfants',
    ['autisme', 'transition', 'crise'],
    { facts: ['who', 'where', 'when', 'trigger'] },
  ),
  c(
    'meltdowns, then the place and what was tried',
    [
      'Mon fils de 6 ans autiste fait des meltdowns',
      'surtout au supermarché quand il y a trop de monde, on a essayé un casque anti-bruit',
    ],
    'enfants',
    ['autisme', 'crise', 'surcharge_sensorielle'],
    { facts: ['who', 'where', 'trigger', 'tried'] },
  ),
  c(
    'audience given in turn 2',
    ['il crie la nuit', "c'est un résident de 85 ans en EMS"],
    'personnes_agees',
    ['cris', 'sommeil'],
    { facts: ['who', 'where', 'when'] },
  ),
  c(
    'audience kept when a disability is mentioned',
    ['Une résidente de 90 ans refuse ses soins', 'Elle a aussi un handicap visuel'],
    'personnes_agees',
    ['refus_soins'],
  ),
  c(
    'child refined to disability',
    ['Mon fils de 12 ans fait des crises', 'il est polyhandicapé et ne parle pas'],
    'handicap',
    ['crise', 'communication_non_verbale'],
  ),
  c(
    'themes accumulate',
    ['Ma mère de 80 ans ne dort plus', 'et en plus elle ne mange plus'],
    'personnes_agees',
    ['sommeil', 'alimentation'],
    { age: 80 },
  ),
  c(
    'refusal, then who and when',
    [
      'Elle refuse la toilette.',
      "C'est une résidente de 87 ans en EMS, ça se passe le matin avec l'équipe de jour.",
    ],
    'personnes_agees',
    ['refus_soins'],
    { facts: ['who', 'where', 'when'] },
  ),
  c(
    'vague, then a clear change of audience',
    ['il se tape la tete', "c'est un enfant de 8 ans, en classe"],
    'enfants',
    ['automutilation'],
    { age: 8 },
  ),
];
