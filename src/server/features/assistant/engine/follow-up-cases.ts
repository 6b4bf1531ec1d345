/**
 * Follow-up decisions: messages too vague to propose strategies (Sophia must ask), and messages
 * rich enough to answer (she must not make the user wait). Each entry is the user's turns.
 */
export const mustAsk: readonly (readonly string[])[] = [
  ['il crie tout le temps'],
  ['Elle refuse tout.'],
  ['comment gérer les crises ?'],
  ["J'ai besoin d'aide avec un patient difficile"],
  ['Un résident s’agite.'],
  ['Mon fils fait des colères'],
  ['Ma mère ne mange plus'],
  ['Mon élève pose problème'],
  ['Que faire face à l’agressivité ?'],
  ['Une résidente refuse ses soins'],
  ["l'enfant hurle"],
  ['Un usager du foyer se tape la tête'],
  ['Bonjour, j’ai une question sur un résident'],
  ['elle ne dort pas'],
  ['Mon père déambule'],
  ['il est très agité', 'oui, vraiment beaucoup'],
  ['Mon fils crie quand on le lave'],
  ['Ma grand-mère est agressive'],
  ['Un enfant autiste fait des crises'],
];

export const mustNotAsk: readonly (readonly string[])[] = [
  [
    "Une résidente de 88 ans atteinte d'Alzheimer refuse systématiquement la douche le matin, elle crie et repousse les soignantes. On a essayé de changer l'heure sans succès.",
  ],
  [
    'Mon eleve de 7 ans avec un TSA fait des crises quand on change d activite en classe, il se jette par terre',
    'Ca arrive surtout apres la recre et quand le programme change sans prevenir',
  ],
  [
    'Mme [nom masqué], née le [date de naissance masquée], habite [adresse masquée]. Elle se perd dans le couloir tous les soirs vers 17h et devient anxieuse.',
  ],
  [
    'Un jeune adulte avec une deficience intellectuelle qui ne parle pas se tape la tete contre le mur plusieurs fois par jour au foyer. On ne comprend pas ce qu il veut dire.',
  ],
  [
    'Ma fille de 4 ans se réveille 3-4 fois par nuit depuis la naissance de son petit frère, elle pleure et veut venir dans notre lit. Appelez-moi au [téléphone masqué] si besoin.',
  ],
  [
    'En EMS, un monsieur de 92 ans ne mange presque plus depuis deux semaines, il garde la nourriture en bouche et détourne la tête.',
  ],
  [
    "Une adolescente polyhandicapée est très agitée pendant les soins d'hygiène, elle semble hypersensible au bruit et au toucher.",
  ],
  ["Mon fils de 5 ans fait des colères énormes dès qu'on éteint la tablette, il se roule par terre."],
  ['ma fille de 3 ans pleure tous les matins a la creche quand je pars'],
  ['Un résident en EHPAD frappe les soignants pendant la toilette.'],
  [
    "Adulte autiste de 25 ans en ESAT, il se tape la tête contre les murs quand il y a trop de bruit à l'atelier.",
  ],
  ['il crie la nuit', "c'est un résident de 85 ans en EMS"],
  [
    'Elle refuse la toilette.',
    "C'est une résidente de 87 ans en EMS, ça se passe le matin avec l'équipe de jour.",
  ],
  ['Ma mère de 83 ans, en EMS, ne boit presque plus depuis une semaine.'],
];
