/**
 * The eleven approaches of the "Approches scientifiques" page (SPEC §2), in three groups.
 * Isomorphic plain data: no React, no DOM.
 */
export type Approach = {
  id: string;
  name: string;
  origin: string;
  summary: string;
  principles: string[];
  application: string[];
  benefits: string[];
};

export type ApproachGroup = { id: string; label: string; approaches: Approach[] };

export const approachGroups: ApproachGroup[] = [
  {
    id: 'relationnelles',
    label: 'Relation, cognition et sens',
    approaches: [
      {
        id: 'montessori',
        name: 'Montessori',
        origin:
          'Pédagogie conçue au début du XXe siècle par Maria Montessori (1870-1952), médecin italienne, qui ouvre la première Casa dei Bambini à Rome en 1907. À partir des années 1990, le psychologue américain Cameron Camp l’adapte aux personnes vivant avec une maladie d’Alzheimer ou une maladie apparentée.',
        summary:
          'L’approche Montessori mise sur les capacités préservées plutôt que sur les pertes. En proposant un environnement préparé et des activités qui ont du sens, elle permet à l’enfant comme à la personne âgée de faire par elle-même et de retrouver une place active dans son quotidien.',
        principles: [
          '« Aide-moi à faire seul » : l’accompagnant soutient sans faire à la place de la personne.',
          'Partir des capacités préservées (mémoire procédurale, gestes anciens, lecture) et des centres d’intérêt de la personne.',
          'Préparer l’environnement pour qu’il soit lisible, accessible et sécurisant.',
          'Montrer plutôt qu’expliquer : une démonstration lente et silencieuse vaut mieux qu’une longue consigne.',
          'Proposer des activités porteuses de sens et des rôles sociaux, sans mise en échec.',
        ],
        application: [
          'Recueillir l’histoire de vie (métier, loisirs, habitudes) pour choisir des activités familières : plier du linge, trier des graines, arroser des plantes, dresser la table.',
          'Décomposer chaque activité en étapes simples, du plus simple au plus complexe et du concret vers l’abstrait.',
          'Installer une signalétique en grands caractères (prénom sur la porte, horaires, indications vers les toilettes) et des objets à portée de main.',
          'Confier des rôles utiles au groupe : accueillir un visiteur, distribuer le courrier, animer la lecture pour d’autres résidents.',
          'Chez l’enfant, organiser des plateaux d’activité en libre accès et laisser le temps d’aller au bout d’une tâche.',
        ],
        benefits: [
          'Un engagement accru dans les activités, le constat le plus régulier des études menées auprès des personnes atteintes de démence.',
          'Moins d’ennui, d’apathie et d’agitation liés au désœuvrement.',
          'Une meilleure estime de soi et un sentiment d’utilité retrouvé.',
          'Un autre regard des équipes et des familles, qui voient ce que la personne sait encore faire.',
        ],
      },
      {
        id: 'humanitude',
        name: 'Humanitude',
        origin:
          'Méthodologie de soin développée à partir de 1979 par Yves Gineste et Rosette Marescotti, deux professeurs d’éducation physique appelés à former les soignants à la manutention. Leur philosophie de l’Humanitude, formalisée dans les années 1990, est aussi connue sous le nom de méthodologie Gineste-Marescotti.',
        summary:
          'L’Humanitude vise à ce que la personne soignée se sente reconnue comme un être humain, même lorsque la maladie altère sa compréhension. Elle repose sur quatre piliers, regard, parole, toucher et verticalité, mobilisés selon une séquence de soin structurée.',
        principles: [
          'Le regard : axial, horizontal, long et proche, pour être vu et reconnu par la personne.',
          'La parole : une voix douce et mélodieuse qui annonce puis décrit chaque geste, même sans réponse verbale.',
          'Le toucher : tendre, lent, sur de larges surfaces, sans jamais saisir en pince ni contraindre.',
          'La verticalité : se tenir debout et marcher chaque jour, au moins une vingtaine de minutes si possible, pour préserver la marche et prévenir la grabatisation.',
          '« Zéro soin de force, sans abandon de soin » : face à un refus, on diffère et on revient plus tard.',
        ],
        application: [
          'Frapper, attendre une réponse et s’annoncer avant d’entrer dans la chambre : ce sont les préliminaires.',
          'Réaliser la capture sensorielle : se placer à hauteur des yeux, croiser le regard, parler doucement et toucher une zone neutre (épaule, bras) avant d’évoquer le soin et d’obtenir l’accord.',
          'Pendant le soin, décrire ses gestes à voix haute (autofeedback) et garder au moins deux canaux actifs pour maintenir le rebouclage sensoriel.',
          'Privilégier la toilette debout ou au lavabo quand c’est possible, plutôt qu’au lit.',
          'Terminer par une consolidation émotionnelle (valoriser ce qui s’est bien passé) et convenir du prochain rendez-vous.',
        ],
        benefits: [
          'Des soins d’hygiène plus sereins, avec moins de refus et de comportements d’opposition.',
          'Le maintien de la marche et de l’autonomie grâce à la verticalité au quotidien.',
          'Une relation de confiance durable entre la personne et les soignants.',
          'Des soignants qui retrouvent du sens à leur travail et se sentent moins démunis face aux refus.',
        ],
      },
      {
        id: 'validation',
        name: 'Validation',
        origin:
          'Méthode développée entre 1963 et 1980 par Naomi Feil, travailleuse sociale américaine, auprès de personnes très âgées désorientées. Elle est enseignée dans le monde entier par le Validation Training Institute et ses centres agréés.',
        summary:
          'La Validation est une méthode de communication qui accepte la réalité de la personne désorientée au lieu de la corriger. En reconnaissant les émotions exprimées derrière les paroles et les comportements, elle réduit l’angoisse et restaure la dignité.',
        principles: [
          'Accepter la personne telle qu’elle est, sans juger ni la ramener de force à « notre » réalité.',
          'Tout comportement a une raison : il peut exprimer un besoin, une émotion ou une histoire non résolue.',
          'Une émotion douloureuse reconnue et exprimée auprès d’une personne de confiance perd de son intensité ; ignorée ou niée, elle se renforce.',
          'Se mettre à la place de l’autre (empathie) pour entrer dans son univers.',
          'Adapter les techniques au stade de désorientation : mal-orientation, confusion temporelle, mouvements répétitifs, repli sur soi.',
        ],
        application: [
          'Se centrer avant l’échange : respirer et laisser de côté sa propre tension.',
          'Poser des questions ouvertes, factuelles et non menaçantes (qui, quoi, où, quand, comment) et éviter le « pourquoi ».',
          'Reformuler avec les mots-clés de la personne et s’ajuster au ton de sa voix et à son rythme.',
          'Face à une dame qui réclame sa mère, plutôt que de lui rappeler son décès : « Votre maman vous manque ? Parlez-moi d’elle. »',
          'Aux stades avancés, utiliser un contact visuel franc, un toucher ancré, une chanson ou une musique familière.',
        ],
        benefits: [
          'Moins d’anxiété, de pleurs et d’errance liés à une détresse non entendue.',
          'Une communication préservée, y compris lorsque le langage se dégrade.',
          'La dignité et l’estime de soi de la personne reconnues.',
          'Moins de confrontations pour les soignants et les proches, qui n’ont plus à « avoir raison ».',
        ],
      },
      {
        id: 'snoezelen',
        name: 'Snoezelen',
        origin:
          'Concept né à la fin des années 1970 aux Pays-Bas, au centre De Hartenberg, sous l’impulsion de Jan Hulsegge et Ad Verheul, pour des personnes avec un polyhandicap. Le nom associe snuffelen (renifler, explorer) et doezelen (somnoler).',
        summary:
          'Snoezelen propose une stimulation sensorielle douce et choisie, dans une ambiance sécurisante, pour favoriser la détente, l’exploration et la relation. Il s’agit d’une démarche d’accompagnement, pas d’une technique de soin ni d’un simple équipement.',
        principles: [
          'Stimuler les sens de façon contrôlée : lumière, sons, odeurs, toucher, vibrations, mouvement.',
          'Laisser la personne choisir et explorer à son rythme, sans objectif de performance.',
          'Une présence disponible et bienveillante de l’accompagnant, au cœur de la démarche.',
          'Doser les stimulations selon le profil sensoriel : certaines personnes recherchent les sensations, d’autres en sont vite saturées.',
        ],
        application: [
          'Aménager une salle dédiée (colonne à bulles, fibres optiques, matelas à eau, musique douce) ou utiliser un chariot multisensoriel au lit de la personne.',
          'Ritualiser le début et la fin de chaque séance et en prévoir une durée adaptée à la personne.',
          'Observer et noter les réactions (sourire, détente, retrait, agitation) pour ajuster les stimulations d’une séance à l’autre.',
          'Intégrer l’esprit Snoezelen au quotidien : toilette sensorielle, lumière tamisée, odeurs et musiques appréciées.',
        ],
        benefits: [
          'Détente et apaisement, surtout pendant la séance et juste après.',
          'Une relation et une communication non verbale facilitées avec des personnes difficiles à rejoindre.',
          'Du plaisir et de l’exploration pour des personnes qui ont peu d’occasions d’agir sur leur environnement.',
          'Une meilleure connaissance des préférences sensorielles de la personne, utile à toute l’équipe.',
        ],
      },
    ],
  },
  {
    id: 'personne',
    label: 'Personne et qualité de vie',
    approaches: [
      {
        id: 'pbs',
        name: 'Soutien au comportement positif (PBS)',
        origin:
          'Le Positive Behaviour Support est né aux États-Unis à la fin des années 1980, avec les travaux de Robert Horner, Glen Dunlap, Edward Carr et leurs collègues, en réaction aux méthodes aversives alors utilisées face aux comportements-défis. Il s’est ensuite diffusé dans l’accompagnement du handicap et de la démence.',
        summary:
          'Le soutien au comportement positif cherche à comprendre la fonction d’un comportement-défi pour y répondre sans punition. Son objectif premier est d’améliorer la qualité de vie de la personne ; la diminution des comportements difficiles en est la conséquence.',
        principles: [
          'Tout comportement a une fonction : obtenir quelque chose, éviter une situation, communiquer un besoin, une douleur ou une sensation.',
          'Comprendre avant d’agir grâce à une évaluation fonctionnelle fondée sur des observations.',
          'Agir d’abord en prévention, sur l’environnement, le rythme et les attentes.',
          'Enseigner des compétences alternatives, notamment pour communiquer le même besoin autrement.',
          'Aucune punition ; la contention n’est qu’un ultime recours, encadré et réévalué.',
        ],
        application: [
          'Noter les situations selon la grille ABC : antécédent (ce qui précède), comportement, conséquence (ce qui suit).',
          'Formuler une hypothèse sur la fonction du comportement et la partager avec l’équipe, la personne et ses proches.',
          'Rédiger un plan de soutien en trois volets : prévenir, enseigner, réagir de manière sécurisante et apaisante.',
          'Enseigner par exemple à demander une pause avec un pictogramme plutôt que de crier ou de frapper pour quitter l’activité.',
          'Appliquer le plan de façon cohérente dans toute l’équipe et le réévaluer régulièrement sur la base des observations.',
        ],
        benefits: [
          'Moins de comportements-défis et moins de recours à la contention et aux mesures restrictives.',
          'Une meilleure qualité de vie et davantage de participation sociale.',
          'De nouvelles compétences de communication et d’autonomie.',
          'Des équipes plus cohérentes et moins épuisées par les situations de crise.',
        ],
      },
      {
        id: 'soins-centres-personne',
        name: 'Soins centrés sur la personne',
        origin:
          'Approche formulée dans les années 1990 par Tom Kitwood (1937-1998), psychologue britannique de l’Université de Bradford, notamment dans son livre Dementia Reconsidered (1997). Dawn Brooker l’a ensuite résumée dans le modèle VIPS.',
        summary:
          'Les soins centrés sur la personne placent la personne, et non la maladie, au centre de l’accompagnement. Selon Kitwood, le vécu de la démence dépend aussi de la biographie, de la personnalité, de la santé et de la qualité des relations ; l’entourage peut donc préserver ou abîmer le sentiment d’être une personne.',
        principles: [
          'Reconnaître la valeur de chaque personne, quels que soient son âge et ses capacités cognitives.',
          'Individualiser : chacun a une histoire, des habitudes, des goûts et des valeurs propres.',
          'Comprendre le monde du point de vue de la personne, y compris ses comportements.',
          'Offrir un environnement social qui répond aux besoins psychologiques : réconfort, attachement, inclusion, occupation, identité.',
          'Repérer et éviter les attitudes qui dévalorisent : infantiliser, ignorer, presser, étiqueter.',
        ],
        application: [
          'Recueillir l’histoire de vie avec la personne et ses proches et la rendre accessible à l’équipe.',
          'Construire le projet d’accompagnement avec la personne, pas seulement pour elle.',
          'Laisser des choix au quotidien : heure du lever, vêtements, repas, activités.',
          'Observer les moments de bien-être et de mal-être, par exemple avec le Dementia Care Mapping, pour ajuster les pratiques.',
          'Analyser en équipe les situations difficiles en partant de la question : « Qu’est-ce que la personne cherche à nous dire ? »',
        ],
        benefits: [
          'Un meilleur bien-être et une identité préservée.',
          'Moins d’agitation, observée dans plusieurs essais en établissement avec des équipes formées.',
          'Une relation de confiance avec la personne et ses proches.',
          'Une culture d’équipe plus réflexive et plus valorisante pour les soignants.',
        ],
      },
      {
        id: 'gentle-teaching',
        name: 'Gentle Teaching',
        origin:
          'Approche développée dans les années 1980 aux États-Unis par John J. McGee, psychologue, auprès de personnes avec une déficience intellectuelle et des comportements-défis. Il l’a conçue comme une alternative aux méthodes punitives et à la contention.',
        summary:
          'Le Gentle Teaching est une pédagogie de la relation : avant d’enseigner quoi que ce soit, il s’agit d’aider la personne à se sentir en sécurité et aimée. Le lien de compagnonnage entre l’accompagnant et la personne est le levier principal du changement.',
        principles: [
          'Aider la personne à se sentir en sécurité, aimée, aimante et engagée : les quatre piliers de l’approche.',
          'Valoriser la personne de façon inconditionnelle, indépendamment de son comportement.',
          'Utiliser ses outils relationnels : la présence, les mains, les mots et le regard.',
          'Refuser toute violence, punition ou humiliation, y compris dans les moments de crise.',
        ],
        application: [
          'Utiliser les mains pour accompagner, guider ou rassurer, jamais pour contraindre.',
          'Prononcer des mots chaleureux et valorisants bien plus souvent que des consignes.',
          'Partager des activités simples (marcher, cuisiner, jardiner) pour construire la relation.',
          'En cas de crise, rester calme, protéger sans punir, puis revenir vers la personne pour réparer le lien.',
          'Interroger en équipe ses propres attitudes : ce que je fais aide-t-il la personne à se sentir en sécurité ?',
        ],
        benefits: [
          'Un sentiment de sécurité et de confiance chez la personne accompagnée.',
          'Moins de comportements-défis lorsque la relation se stabilise.',
          'Une posture professionnelle plus apaisée et plus cohérente dans l’équipe.',
          'Un cadre éthique clair, même si les études contrôlées restent peu nombreuses.',
        ],
      },
      {
        id: 'eden-alternative',
        name: 'Eden Alternative',
        origin:
          'Philosophie développée au début des années 1990 aux États-Unis par William Thomas, médecin gériatre, à partir de son expérience dans une maison de retraite de l’État de New York. L’organisation Eden Alternative la diffuse aujourd’hui dans plusieurs pays.',
        summary:
          'L’Eden Alternative transforme l’établissement en un véritable lieu de vie plutôt qu’en institution de soins. Elle s’attaque à ce que William Thomas appelle les trois fléaux de la vie en institution : la solitude, le sentiment d’impuissance et l’ennui.',
        principles: [
          'Combattre la solitude, le sentiment d’impuissance et l’ennui, plutôt que de se concentrer uniquement sur les soins.',
          'Créer un habitat humain, ouvert aux plantes, aux animaux et aux enfants.',
          'Permettre de donner autant que de recevoir : prendre soin d’autrui rend utile.',
          'Faire place à la spontanéité et à la variété dans la vie quotidienne.',
          'Rapprocher les décisions des personnes âgées et des équipes qui les accompagnent.',
        ],
        application: [
          'Accueillir un animal, créer un potager ou un jardin, installer des plantes dont les résidents prennent soin.',
          'Organiser des échanges réguliers avec une crèche ou une école du quartier.',
          'Associer les résidents aux décisions qui les concernent : menus, horaires, animations, aménagement.',
          'Favoriser des équipes stables, qui connaissent bien chaque résident.',
          'Laisser place à l’imprévu : une fête improvisée, une sortie, une visite inattendue.',
        ],
        benefits: [
          'Moins de solitude et d’ennui, davantage de liens sociaux.',
          'Un sentiment d’utilité retrouvé grâce aux rôles confiés aux résidents.',
          'Un cadre de vie plus chaleureux pour les résidents, les familles et les équipes.',
          'Une plus grande implication et une meilleure satisfaction des professionnels.',
        ],
      },
    ],
  },
  {
    id: 'education-communication',
    label: 'Éducation et communication',
    approaches: [
      {
        id: 'teacch',
        name: 'TEACCH',
        origin:
          'Programme issu d’un projet de recherche lancé en 1966 par Eric Schopler et Robert Reichler à l’Université de Caroline du Nord, devenu en 1972 un programme public de cet État. TEACCH est l’acronyme de Treatment and Education of Autistic and related Communication-handicapped Children.',
        summary:
          'TEACCH propose un enseignement structuré qui s’appuie sur les forces des personnes autistes, notamment le traitement visuel, pour rendre l’environnement compréhensible et prévisible. Il s’adresse aux enfants comme aux adultes, à la maison, à l’école et en institution.',
        principles: [
          'Structurer l’espace, le temps et les activités pour rendre le monde lisible.',
          'S’appuyer sur le visuel et sur les centres d’intérêt de la personne.',
          'Individualiser les objectifs à partir d’une évaluation des compétences et des émergences.',
          'Travailler avec les parents, considérés comme des partenaires à part entière.',
          'Viser l’autonomie et la généralisation des acquis dans la vie quotidienne.',
        ],
        application: [
          'Délimiter des zones claires : travail, jeu, repas, retour au calme.',
          'Afficher un emploi du temps visuel (objets, photos, pictogrammes ou mots selon le niveau de compréhension).',
          'Mettre en place un système de travail qui répond à quatre questions : quoi faire, combien, quand c’est fini, et ce qui vient ensuite.',
          'Présenter des tâches visuellement claires, par exemple dans des bacs à traiter de gauche à droite.',
          'Annoncer les transitions et les changements à l’avance avec un support visuel.',
        ],
        benefits: [
          'Moins d’anxiété grâce à un quotidien prévisible.',
          'Une autonomie accrue dans les activités et les routines.',
          'Moins de comportements-défis liés à l’incompréhension ou aux changements imprévus.',
          'Une approche citée parmi les interventions recommandées par la Haute Autorité de santé (France, 2012) pour les enfants autistes.',
        ],
      },
      {
        id: 'communication-multimodale',
        name: 'Communication multimodale (CAA)',
        origin:
          'La communication alternative et améliorée (CAA) s’est structurée dans les années 1970 et 1980 ; la société internationale ISAAC a été fondée en 1983. Elle regroupe notamment le Makaton (Margaret Walker, Royaume-Uni, années 1970), le PECS (Andy Bondy et Lori Frost, États-Unis, 1985), les pictogrammes et les aides techniques à synthèse vocale.',
        summary:
          'La CAA complète ou remplace la parole lorsque celle-ci ne suffit pas pour communiquer. Elle est multimodale : gestes, signes, pictogrammes, objets, écrit et appareils à voix de synthèse se combinent selon les besoins de chaque personne et de chaque situation.',
        principles: [
          'Toute personne communique : chaque mode d’expression (regard, geste, son, pictogramme) compte.',
          'Aucun prérequis : on n’attend pas que la personne soit « prête » pour proposer un outil.',
          'Modéliser : l’interlocuteur utilise lui-même l’outil en parlant, pour montrer comment s’en servir.',
          'L’outil doit être disponible en permanence, dans tous les lieux de vie.',
          'La CAA ne freine pas l’apparition de la parole ; les études montrent plutôt qu’elle peut la soutenir.',
        ],
        application: [
          'Utiliser des tableaux de pictogrammes adaptés aux situations du quotidien : repas, toilette, activités.',
          'Avec le PECS, apprendre à échanger une image contre l’objet désiré, puis construire progressivement des phrases.',
          'Avec le Makaton, associer la parole, des signes et des pictogrammes.',
          'Proposer une tablette ou un classeur de communication, et des objets de référence pour les personnes qui ne reconnaissent pas les images.',
          'Former tout l’entourage (équipe, famille, camarades) pour que chacun comprenne et réponde.',
        ],
        benefits: [
          'La possibilité d’exprimer des besoins, des choix, un refus ou une douleur.',
          'Moins de frustration et de comportements-défis liés aux difficultés de communication.',
          'Davantage de participation sociale et d’autodétermination.',
          'Une aide aussi pour les adultes touchés par une aphasie après un AVC ou par une démence.',
        ],
      },
      {
        id: 'aba',
        name: 'ABA (analyse appliquée du comportement)',
        origin:
          'Issue du behaviorisme de B. F. Skinner, l’analyse appliquée du comportement est formalisée en 1968 par Donald Baer, Montrose Wolf et Todd Risley. Ivar Lovaas l’applique à l’autisme dès les années 1960 à l’UCLA, avec des programmes intensifs dont certains recouraient à des procédures aversives.',
        summary:
          'L’ABA étudie l’interaction entre le comportement et l’environnement pour enseigner des compétences utiles. Son histoire est débattue : les premiers programmes utilisaient des punitions et visaient à rendre les enfants « indiscernables » de leurs pairs, ce que de nombreuses personnes autistes dénoncent. Une pratique éthique aujourd’hui exclut les procédures aversives, respecte l’assentiment de la personne et vise sa qualité de vie, non sa normalisation.',
        principles: [
          'Les comportements s’apprennent dans l’interaction avec l’environnement : antécédents et conséquences les influencent.',
          'Le renforcement positif est au cœur de l’apprentissage.',
          'Des objectifs observables et mesurables, suivis par des données régulières.',
          'Des objectifs choisis avec la personne et sa famille, centrés sur la communication, l’autonomie et le bien-être.',
          'Le respect de l’assentiment : les signes de détresse ou de refus interrompent la séance.',
        ],
        application: [
          'Réaliser une évaluation fonctionnelle avant tout plan d’intervention.',
          'Enseigner dans des contextes naturels (jeu, routines, repas) plutôt que par exercices répétés à la table.',
          'Utiliser des guidances et les estomper progressivement pour favoriser l’autonomie.',
          'Renforcer les tentatives de communication, par exemple une demande faite par geste ou par pictogramme.',
          'Travailler sous la supervision d’un professionnel qualifié et réévaluer régulièrement le programme.',
        ],
        benefits: [
          'Des progrès en communication, en autonomie et en compétences sociales chez de nombreux jeunes enfants, avec un niveau de preuve encore discuté.',
          'Une démarche rigoureuse qui s’appuie sur l’observation et les données.',
          'Une approche citée par la Haute Autorité de santé (France, 2012) parmi les interventions recommandées pour les enfants autistes.',
          'Des outils d’analyse du comportement repris par le soutien au comportement positif.',
        ],
      },
    ],
  },
];
