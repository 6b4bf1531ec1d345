import type { QuizQuestion } from './quiz';

/**
 * The built-in bank of 20 French questions (SPEC §3): 7 Montessori, 7 Humanitude, 6 Validation.
 * Plain data with a type-only import: the browser journeys import it to know the right answers.
 * Points follow `difficultyPoints` (facile 10, moyen 15, difficile 20; checked by a test).
 */
export const quizBank: readonly QuizQuestion[] = [
  // — Montessori —
  {
    id: 1,
    question: 'Que résume la phrase « Aide-moi à faire seul », au cœur de la pédagogie Montessori ?',
    options: [
      "L'enfant doit se débrouiller sans aucune aide de l'adulte",
      "L'adulte accompagne l'enfant vers l'autonomie, sans faire à sa place",
      "L'adulte montre le geste puis corrige chaque erreur de l'enfant",
      "L'enfant apprend surtout en imitant les enfants plus âgés",
    ],
    correctAnswer: 1,
    explanation:
      "Cette formule résume le rôle de l'adulte selon Maria Montessori : observer l'enfant, préparer l'environnement, montrer le geste, puis se retirer pour le laisser agir par lui-même. Il ne s'agit ni de l'abandonner ni de faire à sa place, mais de soutenir son autonomie.",
    category: 'montessori',
    audience: 'enfants',
    difficulty: 'facile',
    points: 10,
  },
  {
    id: 2,
    question: "Qu'appelle-t-on « environnement préparé » dans l'approche Montessori ?",
    options: [
      'Une salle décorée selon le thème de la semaine',
      "Un programme d'activités fixé heure par heure par l'adulte",
      "Un lieu sans règles où l'enfant fait tout ce qu'il veut",
      "Un espace ordonné, à la taille de l'enfant, où le matériel est accessible et choisi librement",
    ],
    correctAnswer: 3,
    explanation:
      "L'environnement préparé est un espace organisé et à la mesure de l'enfant : mobilier adapté, matériel rangé à portée de main, chaque objet à sa place. L'enfant y choisit librement son activité dans un cadre de limites claires, ce qui favorise la concentration et l'autonomie.",
    category: 'montessori',
    audience: 'enfants',
    difficulty: 'moyen',
    points: 15,
  },
  {
    id: 3,
    question: 'Que sont les « périodes sensibles » décrites par Maria Montessori ?',
    options: [
      "Des moments du développement où l'enfant est particulièrement réceptif à un apprentissage précis",
      'Des périodes de crise pendant lesquelles il vaut mieux suspendre les apprentissages',
      "Les âges auxquels l'enfant doit avoir acquis chaque compétence scolaire",
      "Les moments de la journée où l'enfant est le plus fatigué",
    ],
    correctAnswer: 0,
    explanation:
      "Les périodes sensibles sont des fenêtres temporaires pendant lesquelles l'enfant est attiré de façon intense par un aspect de son environnement : le langage, l'ordre, le mouvement ou l'affinement des sens, par exemple. L'adulte observe ces intérêts pour proposer la bonne activité au bon moment.",
    category: 'montessori',
    audience: 'enfants',
    difficulty: 'difficile',
    points: 20,
  },
  {
    id: 4,
    question: 'Pourquoi dit-on que le matériel Montessori est « autocorrectif » ?',
    options: [
      "L'adulte vérifie chaque exercice avant que l'enfant passe au suivant",
      'Une fiche de réponses accompagne chaque activité',
      "Le matériel permet à l'enfant de repérer et de corriger lui-même son erreur",
      "L'enfant reçoit une note qui l'aide à progresser",
    ],
    correctAnswer: 2,
    explanation:
      "Le contrôle de l'erreur est intégré au matériel : avec les emboîtements cylindriques, par exemple, un cylindre reste sans place si un autre a été mal rangé. L'enfant découvre et corrige seul son erreur, sans jugement de l'adulte, ce qui préserve sa confiance et sa concentration.",
    category: 'montessori',
    audience: 'enfants',
    difficulty: 'moyen',
    points: 15,
  },
  {
    id: 5,
    question:
      'Avant la première « Casa dei Bambini » (Rome, 1907), avec quels enfants Maria Montessori a-t-elle mis au point ses premières méthodes ?',
    options: [
      'Des enfants présentant une déficience intellectuelle',
      "Des enfants surdoués d'écoles privées",
      "Des enfants de familles aristocratiques qu'elle instruisait à domicile",
      'Des orphelins de la Première Guerre mondiale',
    ],
    correctAnswer: 0,
    explanation:
      "Jeune médecin, Maria Montessori s'est d'abord occupée à Rome d'enfants présentant une déficience intellectuelle, en s'inspirant des travaux des médecins français Jean Itard et Édouard Séguin. Leurs progrès l'ont convaincue que ces méthodes pouvaient profiter à tous les enfants.",
    category: 'montessori',
    audience: 'handicap',
    difficulty: 'difficile',
    points: 20,
  },
  {
    id: 6,
    question:
      'Que propose avant tout la méthode Montessori adaptée par Cameron Camp aux personnes vivant avec une démence ?',
    options: [
      'Des exercices de mémoire intensifs pour ralentir la maladie',
      'Des jeux éducatifs conçus pour les jeunes enfants',
      'Un programme de stimulation identique pour tous les résidents',
      'Des rôles et des activités qui ont du sens, appuyés sur les capacités préservées',
    ],
    correctAnswer: 3,
    explanation:
      "Le psychologue américain Cameron Camp a adapté la méthode Montessori aux personnes âgées présentant des troubles cognitifs. Elle s'appuie sur les capacités préservées et propose des rôles sociaux utiles (mettre la table, accueillir, arroser les plantes) avec un matériel d'adulte, jamais infantilisant, pour soutenir l'autonomie et l'estime de soi.",
    category: 'montessori',
    audience: 'personnes_agees',
    difficulty: 'facile',
    points: 10,
  },
  {
    id: 7,
    question:
      "Selon la méthode Montessori adaptée à la démence, comment aider une résidente à participer à la préparation d'une salade de fruits ?",
    options: [
      'Lui expliquer oralement toute la recette avant de commencer',
      'Décomposer la tâche en étapes, montrer chaque geste et afficher des consignes en gros caractères',
      'La laisser regarder les autres pour lui éviter de se mettre en échec',
      'Faire les gestes difficiles à sa place sans le lui dire',
    ],
    correctAnswer: 1,
    explanation:
      "La méthode décompose chaque activité en étapes simples et montre les gestes plutôt que de les expliquer longuement. La capacité de lire reste souvent préservée longtemps : des consignes écrites en gros caractères servent d'aide-mémoire et permettent à la personne d'agir avec le moins d'aide possible.",
    category: 'montessori',
    audience: 'personnes_agees',
    difficulty: 'moyen',
    points: 15,
  },

  // — Humanitude —
  {
    id: 8,
    question:
      "Quels sont les quatre piliers de l'Humanitude, la méthodologie de soin de Gineste et Marescotti ?",
    options: [
      "L'écoute, l'empathie, la patience et la douceur",
      "Le regard, la parole, le toucher et l'alimentation",
      'Le regard, la parole, le toucher et la verticalité',
      "L'observation, l'environnement, l'autonomie et le jeu",
    ],
    correctAnswer: 2,
    explanation:
      'Yves Gineste et Rosette Marescotti ont fondé leur méthodologie sur quatre piliers : le regard, la parole, le toucher et la verticalité. Ils sont mobilisés ensemble à chaque soin pour que la personne se sente reconnue comme un être humain, même lorsque sa compréhension est altérée.',
    category: 'humanitude',
    audience: 'general',
    difficulty: 'facile',
    points: 10,
  },
  {
    id: 9,
    question: "Comment l'Humanitude décrit-elle un regard qui apaise et rassure ?",
    options: [
      "Horizontal, long, proche et dans l'axe du visage",
      'Bref et discret, pour ne pas gêner la personne',
      'De haut, pour que la personne voie bien le soignant',
      'Fixé sur la partie du corps à soigner, pour rester concentré',
    ],
    correctAnswer: 0,
    explanation:
      "Le regard Humanitude est horizontal (à hauteur des yeux, il évoque l'égalité), axial, proche et long. Un regard de haut est perçu comme dominant, et l'absence de regard peut faire sentir à la personne qu'elle n'existe pas. On s'approche donc de face et on capte le regard avant de commencer le soin.",
    category: 'humanitude',
    audience: 'personnes_agees',
    difficulty: 'moyen',
    points: 15,
  },
  {
    id: 10,
    question: "Quel toucher l'Humanitude recommande-t-elle pendant les soins ?",
    options: [
      'Une prise ferme du poignet ou du bras pour guider la personne en sécurité',
      'Le moins de contact possible, limité aux gestes techniques',
      'Un toucher rapide pour raccourcir la durée du soin',
      'Un toucher doux, large et lent, mains ouvertes, sans saisir avec les doigts',
    ],
    correctAnswer: 3,
    explanation:
      "L'Humanitude enseigne un toucher de tendresse : mains ouvertes, sur une large surface, avec des gestes lents et doux. La « prise en pince » (saisir un poignet ou un bras entre le pouce et les doigts) est proscrite, car elle est vécue comme une contrainte et peut provoquer de l'agitation ou des gestes de défense.",
    category: 'humanitude',
    audience: 'personnes_agees',
    difficulty: 'moyen',
    points: 15,
  },
  {
    id: 11,
    question: "Pourquoi l'Humanitude accorde-t-elle autant d'importance à la verticalité ?",
    options: [
      'La position debout sert surtout à faciliter le travail du soignant',
      'Se tenir debout environ 20 minutes par jour, même en plusieurs fois, aide à prévenir la grabatisation',
      'La verticalité est réservée aux séances de physiothérapie',
      'Une personne qui ne marche plus doit rester allongée pour éviter les chutes',
    ],
    correctAnswer: 1,
    explanation:
      "Être debout fait partie de l'identité humaine et entretient les os, les muscles, la respiration et la circulation. Gineste et Marescotti estiment qu'environ 20 minutes debout par jour, cumulées au fil des soins (toilette debout, transferts, marche), aident à prévenir la grabatisation. Beaucoup de soins peuvent ainsi se faire debout plutôt qu'au lit.",
    category: 'humanitude',
    audience: 'personnes_agees',
    difficulty: 'difficile',
    points: 20,
  },
  {
    id: 12,
    question:
      "Une personne polyhandicapée ne répond pas par la parole pendant sa toilette. Que propose l'« autofeedback » de l'Humanitude ?",
    options: [
      "Décrire à voix douce, avec des mots positifs, chaque geste que l'on fait",
      'Rester silencieux pour ne pas la fatiguer',
      "Lui demander d'évaluer le soin une fois terminé",
      "Répéter la même consigne jusqu'à ce qu'elle réagisse",
    ],
    correctAnswer: 0,
    explanation:
      "Face à une personne qui ne répond pas verbalement, le soignant a tendance à se taire. L'autofeedback consiste à annoncer et décrire ses propres gestes (« je lave votre bras, il est bien détendu ») d'une voix douce et avec des mots positifs : la parole ne s'interrompt pas et la personne reste dans la relation pendant tout le soin.",
    category: 'humanitude',
    audience: 'handicap',
    difficulty: 'moyen',
    points: 15,
  },
  {
    id: 13,
    question: "Une résidente refuse sa toilette et se débat. Que préconise l'Humanitude ?",
    options: [
      'Terminer rapidement à deux soignants pour limiter la durée du soin',
      'Lui expliquer fermement que la toilette est obligatoire',
      'Ne pas forcer : différer le soin, revenir plus tard ou passer le relais à un collègue',
      "Attendre qu'elle dorme pour faire la toilette",
    ],
    correctAnswer: 2,
    explanation:
      "L'Humanitude pose le principe « zéro soin de force, sans abandon de soin » : un soin imposé par la contrainte est vécu comme une agression et entretient l'agitation. On reporte le soin, on revient plus tard ou on passe le relais, en recherchant le consentement, tout en veillant à ce que les soins nécessaires soient réalisés.",
    category: 'humanitude',
    audience: 'personnes_agees',
    difficulty: 'facile',
    points: 10,
  },
  {
    id: 14,
    question: "En Humanitude, en quoi consiste la « consolidation émotionnelle » à la fin d'un soin ?",
    options: [
      'Noter dans le dossier les émotions observées pendant le soin',
      'Proposer un calmant si la personne a été agitée',
      'Quitter la chambre rapidement pour ne pas prolonger le stress',
      "Valoriser ce qui s'est bien passé et remercier la personne, pour qu'elle garde un souvenir positif du soin",
    ],
    correctAnswer: 3,
    explanation:
      "Même lorsque la personne oublie le soin, elle en garde une mémoire émotionnelle. Une fois le soin terminé, le soignant souligne ce qui s'est bien passé, valorise la participation de la personne et la remercie, puis prend congé en annonçant son prochain passage : le soin suivant commencera dans un climat de confiance.",
    category: 'humanitude',
    audience: 'personnes_agees',
    difficulty: 'difficile',
    points: 20,
  },

  // — Validation —
  {
    id: 15,
    question: 'Qui a développé la méthode de Validation ?',
    options: [
      'Maria Montessori, médecin et pédagogue italienne',
      "Rosette Marescotti, cofondatrice de l'Humanitude",
      'Cameron Camp, psychologue américain',
      'Naomi Feil, travailleuse sociale américaine',
    ],
    correctAnswer: 3,
    explanation:
      "La Validation a été développée entre 1963 et 1980 par Naomi Feil, travailleuse sociale américaine, auprès de personnes très âgées désorientées. Elle repose sur l'empathie : accepter la réalité émotionnelle de la personne plutôt que chercher à la ramener à la réalité.",
    category: 'validation',
    audience: 'general',
    difficulty: 'facile',
    points: 10,
  },
  {
    id: 16,
    question:
      'Selon Naomi Feil, quels sont les quatre stades de la désorientation chez la personne très âgée ?',
    options: [
      'Déni, colère, marchandage, acceptation',
      'Malorientation, confusion temporelle, mouvements répétitifs, état végétatif (repli sur soi)',
      'Oubli léger, oubli modéré, oubli sévère, oubli total',
      'Agitation, apathie, déambulation, mutisme',
    ],
    correctAnswer: 1,
    explanation:
      "Naomi Feil décrit quatre stades : la malorientation, la confusion temporelle, les mouvements répétitifs et l'état végétatif, aussi appelé repli sur soi. Les techniques s'adaptent au stade : plutôt verbales au début, de plus en plus non verbales (regard, voix, toucher) ensuite.",
    category: 'validation',
    audience: 'personnes_agees',
    difficulty: 'moyen',
    points: 15,
  },
  {
    id: 17,
    question:
      "Quelles questions la Validation recommande-t-elle pour aider une personne désorientée à s'exprimer ?",
    options: [
      'Des questions ouvertes : qui, quoi, où, quand, comment',
      'Des questions en « pourquoi », pour comprendre la cause du comportement',
      'Des questions fermées, auxquelles on répond par oui ou par non',
      'Des questions sur la date et le lieu, pour vérifier son orientation',
    ],
    correctAnswer: 0,
    explanation:
      "Les questions ouvertes et factuelles (qui, quoi, où, quand, comment) aident la personne à dire ce qu'elle ressent et à partager ses souvenirs. On évite « pourquoi », qui demande une analyse intellectuelle dont la personne désorientée n'est souvent plus capable et qui peut la mettre en difficulté.",
    category: 'validation',
    audience: 'personnes_agees',
    difficulty: 'facile',
    points: 10,
  },
  {
    id: 18,
    question:
      "Chaque fin d'après-midi, Mme R., 89 ans, attend « ses enfants qui rentrent de l'école ». Quelle réponse correspond à la Validation ?",
    options: [
      "« Vos enfants ont soixante ans, ils ne vont plus à l'école. »",
      '« Ils vont bientôt arriver, allez vous reposer en attendant. »',
      "« Vous pensez à vos enfants. Comment étaient-ils quand ils rentraient de l'école ? »",
      '« Ne vous inquiétez pas, parlons plutôt du repas de ce soir. »',
    ],
    correctAnswer: 2,
    explanation:
      "La Validation ne confronte pas la personne à la réalité et ne lui ment pas non plus. On reformule ce qu'elle exprime et on l'invite, par une question ouverte, à évoquer ce souvenir et le besoin qu'il porte, ici sans doute son rôle de mère. Reconnue et exprimée, l'émotion tend à s'apaiser.",
    category: 'validation',
    audience: 'personnes_agees',
    difficulty: 'moyen',
    points: 15,
  },
  {
    id: 19,
    question: 'En Validation, en quoi consiste la technique de la « polarité » (ou des extrêmes) ?',
    options: [
      'Présenter deux choix opposés pour aider la personne à décider',
      "Alterner les moments d'activité et de repos",
      'Inviter la personne à décrire la forme la plus intense de ce dont elle se plaint',
      "Contredire doucement la personne pour l'aider à relativiser",
    ],
    correctAnswer: 2,
    explanation:
      "Avec la polarité, on invite la personne à décrire le pire de ce qu'elle vit (« Quand est-ce que c'est le plus difficile ? ») : exprimer pleinement une plainte aide souvent à l'apaiser. La technique se combine avec « imaginer l'opposé » (« Y a-t-il des moments où c'est moins pénible ? »), qui peut faire ressurgir une solution familière.",
    category: 'validation',
    audience: 'personnes_agees',
    difficulty: 'difficile',
    points: 20,
  },
  {
    id: 20,
    question:
      'Une personne au stade des mouvements répétitifs ne parle presque plus. Quelles techniques de Validation privilégier ?',
    options: [
      "Des exercices d'orientation : date du jour, saison, nom de l'établissement",
      'Le contact visuel proche, une voix claire et douce, le toucher ancré et le fait de se mettre au diapason de ses gestes et de son émotion',
      'De longues explications verbales pour la stimuler',
      'La laisser seule pour ne pas la surstimuler',
    ],
    correctAnswer: 1,
    explanation:
      "Aux stades avancés, le non-verbal prime sur les mots. Le contact visuel proche, une voix claire, basse et chaleureuse, le toucher ancré (des gestes précis que Naomi Feil associe à des figures familières) et le fait de refléter les mouvements et l'émotion de la personne permettent de la rejoindre et d'apaiser son stress.",
    category: 'validation',
    audience: 'personnes_agees',
    difficulty: 'difficile',
    points: 20,
  },
];
