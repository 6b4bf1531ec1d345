import type { Role } from '@shared/features/auth';

/**
 * The forum's seeded content: a few members' exchanges, written as care professionals would.
 * Nobody in them can be identified: people are described by age and situation only, and no
 * institution, place or date is named. Authors and likers are indices into `seedForumMembers`,
 * categories indices into `seedForumCategories`; `replyTo` is the index of a top-level comment of
 * the same topic (replies have one level only).
 */

export type SeedForumCategory = { name: string; description: string; order: number };

/** Accounts without password nor email: they cannot log in. */
export type SeedForumMember = {
  username: string;
  role: Extract<Role, 'user' | 'moderator'>;
  showUsernameInForum: boolean;
};

export type SeedForumComment = {
  author: number;
  content: string;
  hoursAfterTopic: number;
  replyTo?: number;
  likedBy?: number[];
};

export type SeedForumTopic = {
  title: string;
  content: string;
  author: number;
  categories: number[];
  daysAgo: number;
  viewCount: number;
  likedBy?: number[];
  comments: SeedForumComment[];
};

/** One paragraph a line, with a blank line between them (the page shows the text line by line). */
const text = (...paragraphs: string[]): string => paragraphs.join('\n\n');

export const seedForumCategories: SeedForumCategory[] = [
  {
    name: 'Personnes âgées et démence',
    description:
      'Accompagner les personnes âgées, en établissement ou à domicile, et les personnes vivant avec une maladie d’Alzheimer ou une maladie apparentée : refus de soin, déambulation, troubles du comportement, Humanitude, Validation, Montessori adapté.',
    order: 10,
  },
  {
    name: 'Enfance et petite enfance',
    description:
      'Le quotidien avec les tout-petits et les enfants : développement, émotions, comportements difficiles, accueil en crèche, à l’école ou en institution, lien avec les parents.',
    order: 20,
  },
  {
    name: 'Autisme et TSA',
    description:
      'Comprendre et accompagner les personnes autistes, enfants comme adultes : particularités sensorielles, transitions, structuration de l’environnement (TEACCH), soutien comportemental positif.',
    order: 30,
  },
  {
    name: 'Handicap et polyhandicap',
    description:
      'Accompagner les personnes en situation de handicap intellectuel, moteur ou de polyhandicap : confort, participation, vie quotidienne, Snoezelen et approches sensorielles.',
    order: 40,
  },
  {
    name: 'Communication alternative',
    description:
      'Pictogrammes, tableaux et classeurs de communication, signes, synthèses vocales : mettre en place la communication alternative et améliorée (CAA) et la faire vivre au quotidien.',
    order: 50,
  },
  {
    name: 'Fin de vie et soins palliatifs',
    description:
      'Confort, douleur, alimentation et hydratation en fin de vie, accompagnement des familles, directives anticipées, deuil : partager nos pratiques et nos questionnements.',
    order: 60,
  },
  {
    name: 'Prendre soin des soignants',
    description:
      'Fatigue, épuisement professionnel, travail de nuit, deuils à répétition, vie d’équipe : un espace pour parler de ce que le soin nous fait et de ce qui nous aide à tenir.',
    order: 70,
  },
  {
    name: 'Familles et proches aidants',
    description:
      'Travailler avec les familles et les proches aidants : les écouter, les informer, les associer aux décisions, prévenir leur épuisement et trouver des solutions de répit.',
    order: 80,
  },
];

const [AGEES, ENFANCE, AUTISME, HANDICAP, CAA, FIN_DE_VIE, SOIGNANTS, FAMILLES] = [0, 1, 2, 3, 4, 5, 6, 7];

export const seedForumMembers: SeedForumMember[] = [
  { username: 'infirmiere_ems_vd', role: 'user', showUsernameInForum: true },
  { username: 'educ_spe_ime', role: 'user', showUsernameInForum: false },
  { username: 'ergo_geriatrie', role: 'moderator', showUsernameInForum: true },
  { username: 'psy_enfance', role: 'user', showUsernameInForum: true },
  { username: 'aide_soignant_nuit', role: 'user', showUsernameInForum: false },
];

/** Member indices: nurse (EMS), special educator, occupational therapist (moderator), psychologist, night care assistant. */
const [INFIRMIERE, EDUC, ERGO, PSY, NUIT] = [0, 1, 2, 3, 4];

export const seedForumTopics: SeedForumTopic[] = [
  {
    title: 'Refus de soin à la toilette : une résidente qui se débat chaque matin',
    content: text(
      'Bonjour à toutes et à tous,',
      'Je travaille comme infirmière dans un EMS, dans une unité de 20 résidents. Depuis trois semaines, la toilette du matin d’une résidente de 87 ans, atteinte d’une maladie d’Alzheimer à un stade modéré, est devenue très difficile : elle repousse les collègues, crie « laissez-moi ! » et a griffé une aide-soignante la semaine dernière.',
      'Elle n’est pas comme ça le reste de la journée. Elle participe volontiers à l’atelier chant et accepte qu’on l’aide à se changer l’après-midi quand c’est nécessaire.',
      'Nous avons écarté une cause somatique évidente (pas d’infection urinaire, évaluation de la douleur sans particularité avec l’échelle Algoplus), mais l’équipe est fatiguée et certains parlent de « faire vite, à deux » pour que ce soit moins long pour tout le monde. Je ne suis pas à l’aise avec ça.',
      'Comment vous y prenez-vous dans ce genre de situation ? Avez-vous déjà changé l’horaire ou la forme de la toilette, et avec quels résultats ?',
    ),
    author: INFIRMIERE,
    categories: [AGEES],
    daysAgo: 41,
    viewCount: 412,
    likedBy: [ERGO, NUIT, EDUC],
    comments: [
      {
        author: ERGO,
        hoursAfterTopic: 5,
        content:
          'Merci de poser la question plutôt que de laisser s’installer le « à deux, vite ». En Humanitude, c’est la situation type : zéro soin de force, sans abandon de soin. Concrètement, je regarderais d’abord l’entrée dans la chambre : frappe-t-on, attend-on, se place-t-on face à elle, à hauteur de ses yeux, avant de toucher quoi que ce soit ? Puis la parole : annoncer et décrire chaque geste, même si elle ne répond pas. Et le toucher : large, doux, en commençant par le dos ou les bras plutôt que par le visage. Tant qu’on n’a pas son accord, on ne commence pas le soin.',
        likedBy: [INFIRMIERE, NUIT, EDUC],
      },
      {
        author: NUIT,
        hoursAfterTopic: 9,
        content:
          'Je travaille de nuit et, chez nous, pour deux résidentes dans ce cas, on a déplacé une partie de la toilette au soir, vers 20 h, quand elles sont plus détendues. Le matin, on se limite au visage et aux mains, la résidente assise au lavabo. Il a fallu revoir le plan de soins avec l’équipe de jour, mais les refus ont nettement diminué.',
        likedBy: [INFIRMIERE],
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 14,
        replyTo: 0,
        content:
          'Merci, c’est très concret. Je me rends compte qu’on entre souvent dans la chambre en parlant déjà de la toilette, avant même de lui avoir dit bonjour. On va essayer de séparer les deux temps : d’abord la rencontre, ensuite le soin, et revenir un peu plus tard si elle refuse.',
      },
      {
        author: ERGO,
        hoursAfterTopic: 31,
        replyTo: 1,
        content:
          'Bonne idée, la toilette du soir. J’ajouterais de noter précisément, pendant deux semaines, à quel moment du soin le refus apparaît : l’eau sur le visage, le déshabillage, le froid ? Souvent, un geste précis déclenche la peur, et on peut alors l’adapter : gant bien essoré, serviette sur les épaules, salle de bains chauffée avant.',
      },
    ],
  },
  {
    title: 'Déambulation nocturne en EMS : seul de nuit pour 30 résidents',
    content: text(
      'Bonsoir,',
      'Je suis aide-soignant de nuit dans un EMS. Nous sommes deux pour tout le bâtiment, et je m’occupe seul d’un étage de 30 résidents. Un résident de 82 ans, arrivé il y a deux mois, se lève presque toutes les nuits entre 2 h et 4 h. Il marche dans le couloir, essaie d’ouvrir les portes des autres chambres et répète qu’il doit « aller au travail ».',
      'Quand je le raccompagne dans sa chambre, il se relève dix minutes plus tard. Une collègue a proposé de demander au médecin un traitement « pour qu’il dorme », une autre de remonter les barrières du lit. Aucune des deux solutions ne me convainc : les barrières, il risque de les enjamber, et je crains qu’un somnifère ne le fasse tomber.',
      'Je me sens surtout très seul avec ça au milieu de la nuit. Qu’est-ce qui a marché chez vous ? Comment organisez-vous la surveillance sans l’enfermer ?',
    ),
    author: NUIT,
    categories: [AGEES, SOIGNANTS],
    daysAgo: 35,
    viewCount: 288,
    likedBy: [INFIRMIERE, ERGO],
    comments: [
      {
        author: INFIRMIERE,
        hoursAfterTopic: 6,
        content:
          'Tu as raison de te méfier des deux pistes. Les barrières augmentent le risque de chute grave chez quelqu’un qui veut se lever, et les somnifères comme les benzodiazépines augmentent les chutes et la confusion chez la personne âgée. Avant tout, je ferais le point avec l’infirmière et le médecin : douleur, envie d’uriner, constipation, faim, traitement du soir ? Beaucoup de levers nocturnes ont une cause physique simple.',
        likedBy: [NUIT, ERGO],
      },
      {
        author: ERGO,
        hoursAfterTopic: 20,
        content:
          'Côté environnement : un lit bas avec un tapis au sol plutôt que des barrières, une veilleuse et un chemin éclairé vers les toilettes, un détecteur de sortie du lit si votre établissement en a. En journée, beaucoup de lumière naturelle et d’activité physique : un résident qui somnole tout l’après-midi dans un fauteuil a peu de chances de dormir la nuit. Et sa phrase « je dois aller au travail » est une piste : quel était son métier, à quelle heure partait-il ?',
        likedBy: [NUIT, INFIRMIERE, EDUC],
      },
      {
        author: NUIT,
        hoursAfterTopic: 27,
        replyTo: 1,
        content:
          'Il était boulanger ! Sa fille nous l’avait dit à l’entrée, mais ce n’était pas noté dans son dossier. Ça change complètement ma lecture : il se lève à l’heure où il commençait sa journée depuis quarante ans.',
        likedBy: [ERGO],
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 33,
        replyTo: 1,
        content:
          'Voilà une information précieuse à transmettre à toute l’équipe et à inscrire dans son projet d’accompagnement. Plutôt que de le ramener directement au lit, tu peux lui proposer de t’accompagner un moment, de boire quelque chose de chaud à la cuisine d’étage en parlant de son métier. Souvent, après ce temps d’échange, la personne accepte plus facilement de retourner se reposer.',
      },
      {
        author: EDUC,
        hoursAfterTopic: 46,
        content:
          'Je ne travaille pas en EMS mais en internat, et je reconnais ce sentiment de solitude la nuit. Chez nous, ce qui a aidé, c’est un protocole écrit, validé par l’équipe et le médecin, qui dit ce qu’on fait et qui on appelle. On n’a plus à tout décider seul à 3 h du matin.',
      },
    ],
  },
  {
    title: 'Agitation en fin de journée : vos pistes contre le « syndrome crépusculaire » ?',
    content: text(
      'Bonjour,',
      'Ergothérapeute en gériatrie, je suis sollicitée par une unité de vie protégée où plusieurs résidents deviennent très agités entre 16 h et 19 h : allers-retours vers la porte, demandes répétées de rentrer chez soi, pleurs, parfois de l’agressivité verbale.',
      'Ce que j’observe sur place : le goûter est servi vers 15 h 30, puis plus rien ne se passe jusqu’au repas de 18 h 30. La relève d’équipe a lieu vers 16 h, avec beaucoup de passage et de bruit dans le couloir. La lumière baisse tôt en hiver et le salon n’est éclairé que par des plafonniers assez faibles.',
      'J’ai quelques idées (lumière, activités signifiantes à ce moment-là, transmissions ailleurs que dans le salon), mais je serais curieuse de savoir ce qui a vraiment changé les choses chez vous. Avez-vous mesuré quelque chose avant et après, même de façon simple ?',
    ),
    author: ERGO,
    categories: [AGEES],
    daysAgo: 27,
    viewCount: 347,
    likedBy: [INFIRMIERE, NUIT],
    comments: [
      {
        author: INFIRMIERE,
        hoursAfterTopic: 4,
        content:
          'Chez nous, le plus efficace a été de déplacer les transmissions dans le bureau infirmier, porte fermée, et de prévoir qu’une personne reste au salon pendant la relève. Les résidents « sentaient » le changement d’équipe : manteaux, au revoir, nouvelles têtes. Pour mesurer, on a simplement noté chaque jour sur une grille le nombre de demandes de sortie entre 16 h et 19 h, trois semaines avant et trois semaines après.',
        likedBy: [ERGO, NUIT],
      },
      {
        author: NUIT,
        hoursAfterTopic: 10,
        content:
          'Petite remarque de quelqu’un qui arrive à 20 h : quand la fin d’après-midi a été agitée, la nuit l’est aussi. Les soirs où l’équipe de jour a proposé une activité calme avant le repas, plier du linge ou écouter la musique de leur jeunesse par exemple, je vois la différence au coucher.',
      },
      {
        author: ERGO,
        hoursAfterTopic: 26,
        replyTo: 0,
        content:
          'Merci, la grille est exactement ce qu’il me faut pour convaincre l’encadrement. Je vais proposer la même chose : trois semaines d’observation, puis les changements un par un, pour savoir ce qui agit vraiment.',
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 50,
        content:
          'Une nuance quand même : attention à ne pas tout mettre sur le compte du « crépuscule ». Pour deux de nos résidents, l’agitation de fin de journée venait surtout de la douleur (arthrose, aucun antalgique entre midi et le soir) et de la fatigue. Revoir les horaires de traitement avec le médecin a fait plus que toutes les activités.',
        likedBy: [ERGO],
      },
    ],
  },
  {
    title: 'Crises lors des transitions chez un garçon autiste de 7 ans',
    content: text(
      'Bonjour,',
      'Je suis éducatrice spécialisée dans un IME. J’accompagne un garçon de 7 ans avec un trouble du spectre de l’autisme, peu de langage oral, très à l’aise avec les puzzles et les jeux d’encastrement. Chaque transition est difficile, surtout le passage de la cour au groupe et le départ pour la piscine : il se jette au sol, crie, se tape parfois la tête par terre. Les crises durent de 10 à 30 minutes.',
      'Nous avons un emploi du temps visuel avec des photos, affiché au mur du groupe, mais je ne suis pas sûre qu’il le regarde vraiment. Les consignes orales du type « dans deux minutes, on range » ne semblent pas l’aider.',
      'Dans l’équipe, certains pensent qu’il faut « ignorer la crise » pour ne pas la renforcer, d’autres qu’il faut le prendre dans les bras. Je voudrais d’abord comprendre ce qui se passe pour lui avant de choisir une réponse. Par où commenceriez-vous ?',
    ),
    author: EDUC,
    categories: [AUTISME, ENFANCE, CAA],
    daysAgo: 22,
    viewCount: 533,
    likedBy: [PSY, ERGO, INFIRMIERE],
    comments: [
      {
        author: PSY,
        hoursAfterTopic: 3,
        content:
          'Vous avez raison de vouloir comprendre avant d’agir. Je commencerais par une analyse fonctionnelle simple, sur deux ou trois semaines, avec une grille ABC : A, ce qui se passe juste avant (quelle transition, quelle consigne, qui est là, quel bruit) ; B, le comportement, décrit de façon observable ; C, ce qui se passe juste après (on le laisse, on le porte, l’activité est annulée ?). Une fonction apparaît souvent : éviter une situation pénible, comme le bruit de la piscine, ou ne pas pouvoir finir ce qu’il faisait.',
        likedBy: [EDUC, ERGO],
      },
      {
        author: EDUC,
        hoursAfterTopic: 8,
        replyTo: 0,
        content:
          'D’accord pour la grille ABC. Ma crainte, c’est de ne pas avoir le temps de la remplir au moment des crises, qui mobilisent deux adultes. Vous la remplissez juste après, ou plutôt en fin de journée ?',
      },
      {
        author: PSY,
        hoursAfterTopic: 12,
        replyTo: 0,
        content:
          'Juste après, même en trois mots : la mémoire reconstruit très vite. Une feuille pliée dans la poche suffit. Et sur « ignorer la crise » : quand un enfant se tape la tête, on ne peut pas l’ignorer, on le protège, calmement et avec le moins de mots possible. La prévention se joue avant, pas pendant.',
        likedBy: [EDUC],
      },
      {
        author: ERGO,
        hoursAfterTopic: 30,
        content:
          'Je rejoins ce qui a été dit et j’ajoute le versant sensoriel : la cour et la piscine sont deux lieux très bruyants, avec de l’écho. Un bilan sensoriel en ergothérapie pourrait aider. Certains enfants supportent mieux la transition avec un casque antibruit, ou en passant en premier, avant le reste du groupe.',
      },
      {
        author: EDUC,
        hoursAfterTopic: 60,
        content:
          'Retour après dix jours de grille ABC : les crises surviennent presque toujours quand on interrompt un puzzle pas terminé. Nous avons essayé un minuteur visuel et un bac « à finir plus tard », marqué de sa photo, où il range lui-même son puzzle. Deux crises cette semaine au lieu de huit. Merci à vous, on continue d’observer.',
        likedBy: [PSY, ERGO, INFIRMIERE],
      },
      {
        author: PSY,
        hoursAfterTopic: 66,
        replyTo: 4,
        content:
          'Très belle évolution ! Une dernière idée pour l’emploi du temps : pour beaucoup d’enfants avec peu de langage, une carte de transition qu’il prend au mur et emporte jusqu’au lieu suivant, comme dans l’approche TEACCH, a plus de sens qu’un planning qu’on lui montre du doigt.',
        likedBy: [EDUC],
      },
    ],
  },
  {
    title: 'Repas en Montessori adapté : laisser les résidents mettre la table ?',
    content: text(
      'Bonjour,',
      'Dans l’EMS où j’interviens, nous avons commencé à appliquer la méthode Montessori adaptée aux personnes âgées. Prochaine étape souhaitée par l’équipe : le repas de midi. Aujourd’hui, tout est préparé par le personnel hôtelier, les résidents attendent à table parfois 20 minutes, et plusieurs se lèvent ou s’endorment.',
      'L’idée serait de confier à ceux qui le souhaitent des rôles réels : mettre la table, plier les serviettes, servir l’eau, débarrasser. Nous voulons préparer l’environnement : pichets légers et à moitié remplis, sets de table où l’emplacement de l’assiette et des couverts est dessiné, plats posés sur la table pour que chacun se serve.',
      'Les objections de l’équipe sont légitimes : hygiène, temps, peur de la casse, et une résidente diabétique qui risque de se resservir plusieurs fois en dessert. Certains craignent aussi que ce soit vécu comme « faire travailler » les résidents.',
      'Si vous avez mis cela en place, comment avez-vous répondu à ces objections ?',
    ),
    author: ERGO,
    categories: [AGEES],
    daysAgo: 48,
    viewCount: 264,
    likedBy: [INFIRMIERE, NUIT],
    comments: [
      {
        author: INFIRMIERE,
        hoursAfterTopic: 5,
        content:
          'Nous le faisons depuis un an dans une unité de 12 résidents. Pour l’hygiène, nous avons vu la question avec la responsable qualité : lavage des mains accompagné avant, et les résidents ne touchent pas les aliments non emballés. Pour la casse, nous avons gardé la vaisselle habituelle, mais avec des pichets plus petits. Le vrai changement, c’est l’ambiance : on ne « sert » plus des gens qui attendent, on déjeune ensemble.',
        likedBy: [ERGO, NUIT, EDUC],
      },
      {
        author: ERGO,
        hoursAfterTopic: 9,
        replyTo: 0,
        content: 'Merci ! Et pour le temps, l’équipe a-t-elle eu besoin de renfort au début ?',
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 13,
        replyTo: 0,
        content:
          'Les trois premières semaines, oui : une personne de plus sur le temps de midi. Ensuite, le temps s’est plutôt équilibré, parce que les résidents font une partie du travail et qu’il y a moins de levers à gérer pendant le repas.',
      },
      {
        author: NUIT,
        hoursAfterTopic: 20,
        content:
          'Sur le « faire travailler » : tout tient au choix. Si on propose un rôle en montrant le geste (« je vous montre, vous voulez essayer ? ») et qu’on accepte le refus, c’est une activité signifiante, pas une corvée. Le piège, c’est de distribuer les tâches comme un planning de service.',
        likedBy: [ERGO, INFIRMIERE],
      },
      {
        author: ERGO,
        hoursAfterTopic: 45,
        content:
          'Pour la résidente diabétique, nous avons choisi des portions individuelles de dessert plutôt qu’un plat à partager, après en avoir parlé avec elle et avec la diététicienne. Elle a aussi accepté d’être celle qui distribue les desserts, un rôle qui l’occupe et la valorise.',
      },
    ],
  },
  {
    title: 'Salle Snoezelen : comment éviter qu’elle devienne une salle d’isolement ?',
    content: text(
      'Bonjour,',
      'Notre établissement a aménagé il y a un an une salle Snoezelen : colonne à bulles, fibres optiques, matelas à eau, projecteur, musique douce. Au début, les séances étaient préparées et inscrites dans les projets individuels. Petit à petit, j’observe une dérive : on y emmène des jeunes « pour qu’ils se calment » quand ils sont en crise, parfois seuls, porte fermée, et certains collègues l’utilisent comme récompense en fin de semaine.',
      'Je pense que ce n’est pas l’esprit de l’approche, qui repose sur la proposition, le plaisir sensoriel et la relation avec l’accompagnant, mais j’ai du mal à l’expliquer sans avoir l’air de faire la leçon.',
      'Avez-vous une charte ou des règles d’utilisation de votre salle ? Comment faites-vous la différence entre un moment d’apaisement proposé et une mise à l’écart ?',
    ),
    author: EDUC,
    categories: [HANDICAP, AUTISME],
    daysAgo: 15,
    viewCount: 198,
    likedBy: [ERGO, PSY],
    comments: [
      {
        author: ERGO,
        hoursAfterTopic: 4,
        content:
          'Chez nous, trois règles simples affichées sur la porte : jamais une personne seule dans la salle, jamais de séance imposée, et chaque séance est notée (ce qui a été proposé, ce que la personne a manifesté). Cela a suffi à faire disparaître l’usage « punition ». Pour l’apaisement en cas de crise, nous avons aménagé à part un petit espace calme, ouvert, où l’adulte reste présent.',
        likedBy: [EDUC, PSY, INFIRMIERE],
      },
      {
        author: PSY,
        hoursAfterTopic: 11,
        content:
          'Je partage votre lecture, avec une nuance : les études sur les environnements multisensoriels montrent surtout des effets pendant la séance et juste après, beaucoup moins à long terme. Ce n’est pas une raison d’y renoncer, mais c’est un bon argument pour en faire un moment de relation et de plaisir, pas un outil pour « gérer » les comportements.',
        likedBy: [EDUC],
      },
      {
        author: EDUC,
        hoursAfterTopic: 15,
        replyTo: 0,
        content:
          'Merci, l’idée de séparer clairement la salle Snoezelen et l’espace calme me plaît beaucoup. C’est peut-être là que se fait la confusion dans l’équipe.',
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 40,
        content:
          'En EMS, nous utilisons un chariot Snoezelen mobile pour les résidents qui ne quittent plus leur lit, en fin de vie notamment. Même logique : on propose, on observe le visage, la respiration, les mains, et on arrête au moindre signe d’inconfort.',
      },
    ],
  },
  {
    title: 'Pictogrammes pour un enfant non verbal : les parents craignent qu’il ne parle plus',
    content: text(
      'Bonjour,',
      'Je suis psychologue dans un service d’accompagnement précoce. J’accompagne un petit garçon de 4 ans qui dit quelques mots isolés, comprend bien les consignes simples du quotidien et se met très en colère quand on ne le comprend pas. Avec l’orthophoniste, nous aimerions introduire un classeur de communication avec pictogrammes, à la maison et à la crèche.',
      'Les parents sont réticents. Le père m’a dit : « S’il a les images, il ne fera plus l’effort de parler. » La mère craint que ce soit « le signe qu’on a renoncé à ce qu’il parle ».',
      'Je connais les arguments généraux, mais je cherche des mots simples et des exemples concrets pour les rassurer sans les brusquer. Comment avez-vous présenté la CAA à des familles inquiètes ? Et comment l’avez-vous fait vivre au quotidien pour qu’elle ne reste pas dans un tiroir ?',
    ),
    author: PSY,
    categories: [CAA, ENFANCE, FAMILLES],
    daysAgo: 12,
    viewCount: 241,
    likedBy: [EDUC, ERGO, INFIRMIERE],
    comments: [
      {
        author: EDUC,
        hoursAfterTopic: 5,
        content:
          'C’est la crainte la plus fréquente, et on peut rassurer honnêtement : les recherches disponibles ne montrent pas que la CAA freine la parole ; elle l’accompagne souvent. Je le dis aux parents avec une image : les pictogrammes sont une passerelle, pas un remplacement. Un enfant qui peut se faire comprendre est moins en colère et reste disponible pour apprendre. Beaucoup d’enfants délaissent d’eux-mêmes les pictos quand la parole devient plus efficace.',
        likedBy: [PSY, ERGO, INFIRMIERE, NUIT],
      },
      {
        author: PSY,
        hoursAfterTopic: 9,
        replyTo: 0,
        content:
          'Merci, l’image de la passerelle me plaît. Je vais aussi leur proposer de rencontrer une famille qui utilise un classeur depuis deux ans, si elle en est d’accord.',
      },
      {
        author: EDUC,
        hoursAfterTopic: 14,
        content:
          'Pour que le classeur vive, ce sont les adultes qui doivent s’en servir les premiers : on montre les pictos en parlant, à chaque occasion (« on va MANGER, tu en veux ENCORE ? »), sans rien exiger de l’enfant. C’est la modélisation : un enfant n’apprend pas une langue qu’on ne lui parle jamais.',
        likedBy: [PSY],
      },
      {
        author: ERGO,
        hoursAfterTopic: 26,
        content:
          'Un point souvent oublié : l’accès. Le classeur doit être à portée de main de l’enfant partout (à table, dans la voiture, au parc), pas rangé en hauteur. Si sa motricité fine est limitée, des pages moins chargées et des pictos plus grands l’aideront beaucoup.',
      },
      {
        author: PSY,
        hoursAfterTopic: 200,
        replyTo: 2,
        content:
          'Des nouvelles après quelques jours : les parents ont accepté d’essayer à table et au moment du bain. Le père m’a raconté, un peu ému, que son fils a montré « encore » puis l’a dit à voix haute. Rien n’est gagné, mais la confiance est là.',
        likedBy: [EDUC, ERGO],
      },
    ],
  },
  {
    title: 'Fin de vie : une famille qui demande de « tout faire », dont une perfusion',
    content: text(
      'Bonjour,',
      'Une résidente de 93 ans est en fin de vie dans notre EMS, après plusieurs mois de déclin. Elle ne boit presque plus, dort la plupart du temps et semble confortable, sans signe de douleur avec le traitement actuel. Ses directives anticipées, rédigées il y a quelques années, indiquent qu’elle ne souhaite pas d’acharnement thérapeutique.',
      'Son fils, très présent, vit mal cette situation. Il demande qu’on la mette sous perfusion « pour qu’elle ne meure pas de soif » et reproche à l’équipe de « la laisser partir ». Les collègues se sentent accusés, et certains évitent la chambre quand il est là.',
      'Le médecin a prévu un entretien avec lui, mais d’ici là, c’est nous qui le croisons chaque jour. Comment trouvez-vous les mots dans ces moments, sans entrer dans l’affrontement ni mentir sur ce qui se passe ?',
    ),
    author: INFIRMIERE,
    categories: [FIN_DE_VIE, FAMILLES],
    daysAgo: 30,
    viewCount: 376,
    likedBy: [ERGO, NUIT, PSY],
    comments: [
      {
        author: ERGO,
        hoursAfterTopic: 6,
        content:
          'Ce que j’ai vu aider : partir de sa peur plutôt que de la perfusion. « Vous avez peur qu’elle souffre de la soif ? » C’est souvent exactement ça. On peut alors expliquer qu’en fin de vie, la sensation de soif vient surtout de la bouche sèche, et que des soins de bouche réguliers la soulagent mieux qu’une perfusion, qui peut au contraire encombrer. Et lui proposer de faire ces soins avec vous : il redevient acteur auprès de sa mère.',
        likedBy: [INFIRMIERE, PSY, NUIT],
      },
      {
        author: NUIT,
        hoursAfterTopic: 14,
        content:
          'De nuit, on voit souvent les proches seuls, fatigués, et c’est là que les questions sortent. Ce qui m’aide : m’asseoir, ne pas rester debout à la porte. Et ne pas répondre à la place du médecin : je dis que je transmets la question et qu’une réponse claire sera donnée. La personne sait au moins qu’elle a été entendue.',
        likedBy: [INFIRMIERE],
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 20,
        replyTo: 0,
        content:
          'Merci. Je n’avais pas pensé à lui proposer les soins de bouche. Il se sent peut-être inutile à côté d’elle, et la perfusion est la seule chose « active » qu’il voit.',
      },
      {
        author: PSY,
        hoursAfterTopic: 34,
        content:
          'Son reproche, « vous la laissez partir », peut aussi s’entendre comme une part de son deuil : il n’est pas prêt, et il s’en prend à ceux qui sont là. Il peut être utile de proposer aussi un soutien à l’équipe, par exemple avec l’équipe mobile de soins palliatifs : on encaisse mieux ces paroles quand on peut en parler ensemble.',
        likedBy: [INFIRMIERE, ERGO],
      },
      {
        author: ERGO,
        hoursAfterTopic: 52,
        replyTo: 3,
        content:
          'Tout à fait d’accord. Et si le médecin, la résidente dans la mesure du possible et la famille décident malgré tout d’une hydratation sous-cutanée limitée dans le temps, ce n’est pas forcément un échec : l’important est que la décision soit discutée, expliquée et réévaluée.',
      },
    ],
  },
  {
    title: 'Épuisement d’équipe après quatre décès en un mois',
    content: text(
      'Bonjour,',
      'Je poste ici parce que je ne sais plus trop à qui en parler. Dans notre unité, nous avons accompagné quatre décès en un mois, dont celui d’une résidente que nous connaissions depuis six ans. Entre-temps, deux collègues sont en arrêt maladie et les remplacements sont assurés par des intérimaires qui ne connaissent pas les résidents.',
      'Je vois l’équipe changer : plus de tensions entre nous, des transmissions expédiées, une collègue qui a pleuré au vestiaire et m’a dit qu’elle ne ressentait plus rien au travail. Moi-même, je dors mal entre deux nuits et je repense aux résidents en rentrant chez moi.',
      'On nous a parlé d’une « cellule d’écoute », mais personne ne sait vraiment comment la joindre. Qu’est-ce qui vous a aidés, vous et vos équipes, dans ce genre de période ? Et comment en parler à la direction sans passer pour quelqu’un qui se plaint ?',
    ),
    author: NUIT,
    categories: [SOIGNANTS],
    daysAgo: 18,
    viewCount: 455,
    likedBy: [INFIRMIERE, ERGO, PSY, EDUC],
    comments: [
      {
        author: INFIRMIERE,
        hoursAfterTopic: 4,
        content:
          'Ce que tu décris ressemble beaucoup aux signes d’épuisement professionnel : une fatigue qui ne passe pas, du détachement (« je ne ressens plus rien »), des tensions. Ta collègue devrait pouvoir en parler à son médecin ou au médecin du travail, et toi aussi, sans attendre. Ce n’est pas se plaindre, c’est prévenir.',
      },
      {
        author: PSY,
        hoursAfterTopic: 9,
        content:
          'Ce qui aide le plus, d’après mon expérience de la supervision : un temps collectif régulier, animé par quelqu’un d’extérieur à la hiérarchie, où l’on peut parler de ce que les situations nous font. Après un décès, même un court temps de reprise en équipe (ce qui s’est passé, ce qui a été difficile, ce qui a été bien fait) évite que chacun garde tout pour soi.',
        likedBy: [NUIT, INFIRMIERE],
      },
      {
        author: ERGO,
        hoursAfterTopic: 16,
        content:
          'Je me permets une nuance : les groupes de parole sont précieux, mais ils ne remplacent pas les moyens. Quatre décès, deux arrêts et des intérimaires, c’est d’abord une question d’organisation, pas de résilience individuelle. Pour la direction, je conseillerais un écrit factuel et collectif : ce qui se passe, les risques pour les résidents et pour l’équipe, et deux ou trois demandes précises.',
        likedBy: [NUIT, INFIRMIERE, PSY],
      },
      {
        author: NUIT,
        hoursAfterTopic: 30,
        replyTo: 2,
        content:
          'Merci pour ce conseil. Nous avons rédigé une lettre signée par cinq collègues, avec des demandes concrètes : des remplaçants stables sur notre unité et un temps de reprise après chaque décès. Rendez-vous avec la direction la semaine prochaine.',
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 45,
        content:
          'Chez nous, un petit rituel après chaque décès : un cahier où chacun peut écrire un souvenir du résident, lu lors d’un court moment en équipe. Ça paraît peu, mais cela permet de dire au revoir et de reconnaître que ces liens comptent.',
        likedBy: [NUIT],
      },
    ],
  },
  {
    title: 'Validation : que répondre à une résidente qui attend sa mère chaque soir ?',
    content: text(
      'Bonsoir,',
      'Une résidente de 91 ans, atteinte d’une démence à un stade avancé, attend sa mère tous les soirs vers 22 h. Elle met son manteau, s’assoit près de la porte de l’unité et nous demande à quelle heure sa maman va venir la chercher.',
      'Dans l’équipe de nuit, nous ne faisons pas tous pareil. Certains lui disent que sa mère est décédée depuis longtemps : elle pleure comme si elle l’apprenait pour la première fois, et c’est terrible. D’autres répondent que sa mère « a téléphoné et viendra demain » : elle se calme, mais revient une heure plus tard, et ces collègues sont eux-mêmes mal à l’aise de mentir.',
      'J’ai entendu parler de la méthode de Validation de Naomi Feil, mais je ne vois pas bien ce qu’on dit concrètement à ce moment-là. Quelqu’un peut-il m’aider avec des exemples de phrases ?',
    ),
    author: NUIT,
    categories: [AGEES, FAMILLES],
    daysAgo: 9,
    viewCount: 312,
    likedBy: [ERGO, INFIRMIERE],
    comments: [
      {
        author: ERGO,
        hoursAfterTopic: 5,
        content:
          'La Validation propose justement une troisième voie : ni contredire, ni inventer. On part de l’émotion, pas des faits. Par exemple : « Vous attendez votre maman… Elle vous manque ? » Puis des questions ouvertes (qui, quoi, où, quand, comment, mais jamais « pourquoi ») : « Comment était-elle, votre maman ? Que vous préparait-elle le soir ? » On reprend ses mots, son ton. Souvent, après avoir parlé de sa mère, la résidente est apaisée et accepte d’aller se coucher.',
        likedBy: [NUIT, INFIRMIERE, EDUC],
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 11,
        replyTo: 0,
        content:
          'Je confirme, c’est ce que nous faisons depuis une formation à la Validation. Au début, les collègues avaient peur de « l’enfermer dans son délire ». En pratique, c’est l’inverse : quand l’émotion est reconnue, elle n’a plus besoin de revenir aussi souvent.',
      },
      {
        author: NUIT,
        hoursAfterTopic: 20,
        replyTo: 0,
        content:
          'Merci pour les exemples de phrases. Une question quand même : si elle me demande directement « Elle va venir, dites ? », qu’est-ce que je réponds sans mentir ?',
      },
      {
        author: ERGO,
        hoursAfterTopic: 28,
        replyTo: 0,
        content:
          'On peut répondre à l’émotion qui est derrière : « Vous avez hâte de la voir. Vous étiez très proches ? » Si elle insiste, on ne la contredit pas et on n’invente rien : « Je ne sais pas, mais je suis là avec vous. » En général, elle cherche une présence et une reconnaissance plus qu’une information.',
        likedBy: [NUIT],
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 60,
        content:
          'Un autre angle, complémentaire : chercher dans son histoire de vie ce qui se passait le soir quand elle était enfant. Pour une autre résidente, cette attente correspondait à l’heure où sa mère rentrait du travail. Une collation et un moment de conversation à cette heure-là ont beaucoup apaisé ses soirées.',
        likedBy: [NUIT, ERGO],
      },
    ],
  },
  {
    title: 'Parents épuisés d’un enfant polyhandicapé : comment parler du répit ?',
    content: text(
      'Bonjour,',
      'J’accompagne une famille dont la fille de 12 ans est polyhandicapée : pas de langage oral, une épilepsie difficile à équilibrer, une alimentation par gastrostomie, des nuits très hachées. Elle est accueillie chez nous en journée, et ses parents s’occupent d’elle seuls les soirs, les nuits et les week-ends.',
      'Depuis quelques mois, la mère arrive le matin les traits tirés, oublie des rendez-vous et m’a dit une fois qu’elle « ne tiendrait pas encore longtemps ». Quand j’ai évoqué un accueil temporaire de quelques nuits par mois, elle a refusé très vite : elle a l’impression que ce serait « l’abandonner », et elle a peur que personne ne sache s’occuper de sa fille comme elle.',
      'Je ne veux pas la brusquer, mais je suis inquiète pour elle comme pour l’enfant. Comment abordez-vous la question du répit avec des parents qui culpabilisent ? Avez-vous des expériences d’accueil progressif qui ont bien fonctionné ?',
    ),
    author: EDUC,
    categories: [HANDICAP, FAMILLES],
    daysAgo: 6,
    viewCount: 143,
    likedBy: [PSY, INFIRMIERE],
    comments: [
      {
        author: PSY,
        hoursAfterTopic: 6,
        content:
          'Le mot « répit » peut être entendu comme « vous n’y arrivez plus », ce qui est très lourd pour un parent. Parler de ce que l’enfant peut y gagner aide parfois : d’autres personnes qui la connaissent, d’autres lieux, une manière de préparer l’avenir. Et partir de ce que la mère a dit elle-même : « Vous m’avez dit que vous ne tiendriez pas longtemps. Qu’est-ce qui vous aiderait le plus, maintenant ? »',
        likedBy: [EDUC, ERGO],
      },
      {
        author: ERGO,
        hoursAfterTopic: 15,
        content:
          'Pour la peur que personne ne sache s’occuper de sa fille, ce qui rassure souvent, c’est un carnet de vie rédigé avec la mère : installations, signes de douleur, ce qu’elle aime, comment elle montre qu’elle est contente. La mère devient l’experte qui transmet, et non celle qui « confie » son enfant.',
        likedBy: [EDUC, PSY, INFIRMIERE],
      },
      {
        author: EDUC,
        hoursAfterTopic: 22,
        replyTo: 1,
        content:
          'Très bonne idée : elle pourrait le construire avec nous, en journée, sans que ce soit lié tout de suite à un accueil. Ce serait déjà un premier pas.',
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 40,
        content:
          'Pensez aussi à un accueil très progressif : d’abord quelques heures en journée sur le lieu d’accueil, avec la mère présente, puis une première nuit. Et au père, aux frères et sœurs s’il y en a : la fatigue touche souvent toute la famille, et les associations de proches aidants peuvent soutenir les parents eux-mêmes.',
      },
    ],
  },
  {
    title: 'Automutilation chez un adolescent avec déficience intellectuelle : par où commencer ?',
    content: text(
      'Bonjour,',
      'Je suis psychologue et l’on me sollicite pour un adolescent de 15 ans avec une déficience intellectuelle sévère et des traits autistiques. Depuis deux mois, il se mord la main de plus en plus souvent, au point d’avoir des plaies. L’équipe a essayé de lui mettre une attelle, de le distraire, de lui dire « non » fermement : rien ne tient plus de quelques jours.',
      'Je voudrais proposer une démarche de soutien comportemental positif, mais je sens l’équipe épuisée et un peu sceptique : « on a déjà tout essayé ». Je sais qu’il faut commencer par une analyse fonctionnelle, mais je me demande comment la rendre réaliste sur le terrain, avec des équipes qui tournent et peu de temps.',
      'Dans quel ordre avez-vous procédé ? Et comment avez-vous impliqué l’équipe pour que le plan ne reste pas un document de plus dans le dossier ?',
    ),
    author: PSY,
    categories: [HANDICAP, AUTISME],
    daysAgo: 52,
    viewCount: 389,
    likedBy: [EDUC, ERGO, INFIRMIERE],
    comments: [
      {
        author: ERGO,
        hoursAfterTopic: 5,
        content:
          'Avant l’analyse fonctionnelle, je vérifierais une cause médicale : une apparition récente et une aggravation chez un adolescent sans langage doivent faire penser à la douleur (dents, oreilles, reflux, constipation). Se mordre la main peut être une façon de dire qu’on a mal ailleurs. Un bilan somatique et dentaire, c’est la première étape.',
        likedBy: [PSY, EDUC],
      },
      {
        author: PSY,
        hoursAfterTopic: 9,
        replyTo: 0,
        content:
          'Très juste, je vais demander ce bilan en priorité. Son traitement a d’ailleurs été modifié il y a trois mois : j’en parlerai aussi au médecin.',
      },
      {
        author: EDUC,
        hoursAfterTopic: 20,
        content:
          'Pour l’équipe : nous avons eu de bons résultats en remplissant tous ensemble la grille ABC pendant deux semaines, avec des consignes très courtes, puis en présentant les résultats sous forme de graphique simple. Quand l’équipe voit par elle-même que les morsures surviennent surtout pendant les temps d’attente sans activité, le plan devient le sien.',
        likedBy: [PSY, ERGO],
      },
      {
        author: PSY,
        hoursAfterTopic: 28,
        replyTo: 2,
        content:
          'C’est exactement ce que je cherchais : rendre l’équipe actrice de l’observation. Et ensuite, sur quoi avez-vous travaillé en priorité ?',
      },
      {
        author: EDUC,
        hoursAfterTopic: 35,
        replyTo: 2,
        content:
          'Dans notre cas, la fonction était d’échapper à l’attente, qui semblait insupportable. Nous avons agi sur trois plans : la prévention (réduire l’attente, proposer une activité manuelle pendant les transitions), l’apprentissage d’un comportement alternatif (une carte « pause » qu’il peut nous tendre), et une réponse commune et calme quand il se mord. Et surtout améliorer sa qualité de vie au quotidien, pas seulement « supprimer » le comportement.',
        likedBy: [PSY, ERGO, INFIRMIERE],
      },
    ],
  },
  {
    title: 'Alimentation plaisir en fin de vie : jusqu’où aller avec les troubles de la déglutition ?',
    content: text(
      'Bonjour,',
      'Question d’ergothérapeute, mais qui concerne toute l’équipe. Un résident de 89 ans, en soins palliatifs, a des troubles de la déglutition importants. Après une pneumopathie d’inhalation, son alimentation est passée en texture mixée et ses boissons sont épaissies. Il les refuse presque toutes, grimace, et réclame « un vrai café » et un carré de chocolat.',
      'La famille nous demande de lui faire plaisir « puisqu’il est en fin de vie ». Une partie de l’équipe est d’accord ; une autre a peur de provoquer une fausse route et d’en porter la responsabilité.',
      'Je connais la notion d’alimentation plaisir, mais je m’interroge sur la façon de la mettre en place de manière sécurisée et surtout décidée collectivement : qui décide, comment l’écrire dans le dossier, quelles précautions prendre au moment du repas ? Vos pratiques m’intéressent.',
    ),
    author: ERGO,
    categories: [FIN_DE_VIE, AGEES],
    daysAgo: 4,
    viewCount: 87,
    likedBy: [INFIRMIERE, NUIT],
    comments: [
      {
        author: INFIRMIERE,
        hoursAfterTopic: 6,
        content:
          'Chez nous, c’est une décision collégiale : médecin, infirmière, logopédiste, la famille et le résident lui-même quand il peut s’exprimer. On écrit clairement dans le dossier l’objectif (le confort et le plaisir, pas les apports), les aliments autorisés et les précautions : position bien assise, petites quantités, pas de prise alimentaire quand il est somnolent.',
        likedBy: [ERGO, NUIT],
      },
      {
        author: NUIT,
        hoursAfterTopic: 14,
        content:
          'Une expérience de nuit : un résident dans une situation proche laissait fondre un carré de chocolat sur sa langue, assis bien droit, avec quelqu’un à côté de lui. Il n’a jamais fait de fausse route avec ça, et c’était son meilleur moment de la journée. Mais c’était écrit et validé avant, sinon je ne l’aurais pas fait.',
      },
      {
        author: ERGO,
        hoursAfterTopic: 22,
        replyTo: 0,
        content:
          'Merci pour cette structure, c’est ce qui nous manquait. Je vais proposer une réunion avec le médecin et la logopédiste cette semaine.',
      },
    ],
  },
  {
    title: 'En crèche : un enfant de 2 ans qui mord, et des parents inquiets',
    content: text(
      'Bonjour,',
      'J’interviens comme psychologue dans plusieurs crèches. Dans l’une d’elles, un garçon de 2 ans mord régulièrement les autres enfants, surtout en fin de matinée et dans le coin des jeux moteurs. Trois familles se sont plaintes, l’une a demandé qu’il soit exclu, et l’équipe se sent prise entre les parents de l’enfant qui mord et ceux des enfants mordus.',
      'La morsure est fréquente à cet âge : le langage est encore limité, la frustration est vive et la bouche reste un moyen d’exploration. Mais savoir que c’est « normal » n’aide pas beaucoup les professionnelles sur le moment, ni les parents du petit qui rentre avec une trace de dents.',
      'Comment accompagnez-vous l’équipe dans ces situations ? Et comment communiquez-vous avec les familles, sans stigmatiser l’enfant qui mord ni minimiser l’inquiétude des autres ?',
    ),
    author: PSY,
    categories: [ENFANCE, FAMILLES],
    daysAgo: 2,
    viewCount: 64,
    likedBy: [EDUC],
    comments: [
      {
        author: EDUC,
        hoursAfterTopic: 3,
        content:
          'Côté équipe, quelques jours d’observation aident beaucoup : à quel moment, où, avec quels enfants, que s’est-il passé juste avant ? On découvre souvent un moment précis (la faim avant le repas, trop d’enfants dans un espace trop petit) sur lequel on peut agir. Et on lui apprend une alternative : un mot, un signe « stop » ou un objet à mordiller.',
        likedBy: [PSY, INFIRMIERE],
      },
      {
        author: PSY,
        hoursAfterTopic: 8,
        replyTo: 0,
        content:
          'Merci. Justement, la fin de matinée correspond au moment où le groupe attend le repas dans une pièce assez petite. Je vais proposer à l’équipe d’observer ce moment de plus près.',
      },
      {
        author: INFIRMIERE,
        hoursAfterTopic: 20,
        content:
          'Pour les familles, une règle simple que j’ai vue appliquée dans plusieurs crèches : on ne donne jamais le nom de l’enfant qui a mordu, on explique ce que l’équipe met en place et on rappelle que la morsure est une étape fréquente du développement. Un mot à toutes les familles dans le cahier de liaison évite que la rumeur désigne un enfant.',
        likedBy: [PSY],
      },
      {
        author: PSY,
        hoursAfterTopic: 30,
        replyTo: 2,
        content:
          'Oui, la confidentialité est essentielle. C’est aussi ce que l’équipe peut répondre à la famille qui demande l’exclusion : nous protégeons tous les enfants, y compris celui-là.',
      },
    ],
  },
];
