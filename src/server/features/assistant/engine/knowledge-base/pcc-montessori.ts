import type { ApproachKnowledge } from '../types';

/**
 * Person-centred care and Montessori (with its adaptation to dementia): approaches built on who the
 * person is and what they can still do, for every audience.
 */

export const pcc: ApproachKnowledge = {
  id: 'pcc',
  name: 'Soins centrés sur la personne',
  description:
    'Approche formulée par Tom Kitwood qui place la personne, et non sa maladie ou son handicap, au centre de l’accompagnement. Elle s’appuie sur son histoire de vie, ses préférences et ses besoins psychologiques pour préserver son sentiment d’être une personne, quels que soient son âge et ses capacités.',
  principles: [
    'Reconnaître la valeur de chaque personne, quels que soient son âge et ses capacités.',
    'Individualiser : chacun a une histoire, des habitudes, des goûts et des valeurs propres.',
    'Comprendre le monde du point de vue de la personne, y compris ses comportements.',
    'Répondre aux besoins psychologiques décrits par Kitwood : réconfort, attachement, inclusion, occupation et identité.',
    'Éviter les attitudes qui dévalorisent : infantiliser, ignorer, presser, étiqueter.',
  ],
  recommendations: [
    'Recueillir l’histoire de vie, les habitudes et les préférences avec la personne et ses proches, et les rendre accessibles à toute l’équipe.',
    'Laisser des choix au quotidien : heure du lever, vêtements, repas, activités.',
    'Analyser en équipe les situations difficiles à partir de la question : « Qu’est-ce que la personne cherche à nous dire ? »',
    'Vérifier que chaque besoin est nourri : réconfort, attachement (une personne de référence), inclusion, occupation, identité.',
    'Construire le projet d’accompagnement avec la personne et ses proches, et pas seulement pour elle.',
  ],
  byTheme: {
    refus_soins: [
      'Adapter le soin aux habitudes de la personne (heure, bain ou douche, ordre des gestes, soignant de confiance) plutôt que l’inverse.',
    ],
    apathie: [
      'Proposer des occupations liées à l’identité de la personne (métier, passions, rôle familial) et veiller à ce qu’elle ne reste pas isolée.',
    ],
    conflit_famille: [
      'Associer la famille au projet : partager l’histoire de vie, écouter ses attentes et ses inquiétudes, et convenir ensemble de ce qui compte pour la personne.',
    ],
    epuisement_aidant: [
      'Prendre soin aussi des aidants et des soignants : temps d’échange en équipe, relais, reconnaissance de ce qui est fait et de ce qui est difficile.',
    ],
    fin_de_vie: [
      'Recueillir les souhaits de la personne et de ses proches (présence, musique, rituels, directives anticipées) et les respecter jusqu’au bout.',
    ],
    deuil: [
      'Laisser une place au deuil : en parler avec des mots simples, garder des photos ou des objets du disparu, respecter les rituels importants pour la personne.',
    ],
    agitation: [
      'Rechercher le besoin non satisfait derrière l’agitation : inconfort, ennui, solitude, faim, soif, envie d’aller aux toilettes.',
    ],
    alimentation: [
      'Respecter les goûts, les habitudes et les horaires de repas de la personne, et partager le repas dans une ambiance calme et conviviale.',
    ],
    douleur: [
      'S’appuyer sur les proches et l’équipe qui connaissent la personne pour repérer un changement inhabituel pouvant traduire une douleur.',
    ],
    sommeil: [
      'Respecter les habitudes de sommeil de la personne (heure du coucher, rituel, objets familiers) et limiter les réveils liés à l’organisation.',
      'Offrir chaque jour un moment d’attention exclusive et un rituel du coucher stable, surtout après un changement de vie (naissance, déménagement, séparation).',
    ],
    anxiete: [
      'Assurer une présence rassurante et stable : une personne de référence, des repères familiers, des objets personnels à proximité.',
    ],
    errance: [
      'Relier la déambulation à l’histoire de vie (ancien métier, habitudes de marche, horaires d’autrefois) et aménager des occasions de marcher en sécurité.',
    ],
    cris: [
      'Se demander ce que les cris expriment (douleur, ennui, solitude, peur, besoin physique) et y répondre avant de chercher à les faire cesser.',
    ],
    crepusculaire: [
      'Adapter la fin de journée aux habitudes de la personne : collation, lumière, présence rassurante, relèves discrètes loin d’elle.',
    ],
    agressivite: [
      'Repérer les attitudes ou situations vécues comme menaçantes (se sentir pressé, infantilisé, ignoré, contraint) et les modifier.',
    ],
  },
  audiences: ['personnes_agees', 'enfants', 'handicap'],
  themes: [
    'refus_soins',
    'fin_de_vie',
    'conflit_famille',
    'epuisement_aidant',
    'deuil',
    'apathie',
    'agitation',
    'cris',
    'alimentation',
    'douleur',
    'sommeil',
    'anxiete',
    'crepusculaire',
    'errance',
  ],
};

export const montessori: ApproachKnowledge = {
  id: 'montessori',
  name: 'Montessori',
  description:
    'Pédagogie de Maria Montessori, adaptée aux personnes vivant avec une démence par le psychologue Cameron Camp (Montessori adapté). Elle s’appuie sur les capacités préservées et sur un environnement préparé pour proposer des activités qui ont du sens, où la personne agit par elle-même et réussit.',
  principles: [
    '« Aide-moi à faire seul » : soutenir sans faire à la place de la personne.',
    'Partir des capacités préservées (gestes anciens, mémoire procédurale, lecture) et des centres d’intérêt.',
    'Préparer l’environnement pour qu’il soit lisible, accessible et rassurant, avec des aides visuelles.',
    'Proposer des activités signifiantes et des rôles sociaux, conçus pour réussir, sans mise en échec.',
    'Montrer plutôt qu’expliquer : une démonstration lente vaut mieux qu’une longue consigne.',
  ],
  recommendations: [
    'Recueillir l’histoire de vie (métier, loisirs, habitudes) pour choisir des activités familières : plier du linge, trier, arroser des plantes, dresser la table.',
    'Décomposer chaque activité en étapes simples et montrer le geste lentement, en parlant peu.',
    'Installer des aides visuelles en grands caractères : prénom sur la porte, programme du jour, indications vers les toilettes.',
    'Laisser le matériel nécessaire à portée de main pour que la personne puisse agir seule.',
    'Confier des rôles utiles au groupe (accueillir, distribuer, arroser) pour nourrir le sentiment d’utilité.',
    'Terminer sur une réussite et valoriser ce que la personne a fait.',
  ],
  byTheme: {
    apathie: [
      'Proposer une activité signifiante liée à l’histoire de vie, courte et conçue pour réussir, puis l’allonger progressivement.',
      'Inviter sans insister : commencer l’activité à côté de la personne et la laisser s’y joindre à son rythme.',
    ],
    alimentation: [
      'Préserver l’autonomie au repas : aliments à manger avec les doigts, couverts adaptés, assiette de couleur contrastée pour bien voir la nourriture.',
      'Confier une tâche liée au repas (mettre la table, éplucher, servir) pour redonner du sens à ce moment.',
    ],
    errance: [
      'Baliser les lieux avec des repères visuels (photos, pictogrammes, flèches vers les toilettes ou la chambre) pour aider la personne à s’orienter.',
      'Installer sur le trajet de déambulation des activités en libre accès (linge à plier, objets à trier) qui donnent un but à la marche.',
    ],
    crepusculaire: [
      'Prévoir en fin d’après-midi une activité familière qui occupe les mains et donne un rôle (plier du linge, trier, arroser).',
    ],
    agitation: [
      'Orienter l’agitation vers une activité manuelle familière (plier, trier, pétrir, ranger) plutôt que de demander à la personne de se calmer.',
    ],
    hygiene: [
      'Afficher les étapes de la toilette avec des images simples et laisser la personne faire seule chaque étape qu’elle peut réaliser.',
    ],
    chute: [
      'Préparer l’environnement : éclairage suffisant, passages dégagés, objets usuels à portée de main pour éviter les gestes risqués.',
    ],
    refus_soins: [
      'Proposer à la personne de faire elle-même une partie du soin (se laver le visage, se coiffer) en lui tendant l’objet plutôt qu’en faisant à sa place.',
    ],
    anxiete: [
      'Afficher des repères lisibles (horloge, calendrier, programme du jour) pour que la personne sache ce qui va se passer.',
    ],
    sommeil: [
      'Aménager un coin nuit accessible et rassurant (veilleuse, objets familiers) et laisser l’enfant accomplir lui-même les étapes du rituel du coucher.',
    ],
    transition: [
      'Prévenir de la fin d’une activité et laisser l’enfant la terminer ou la ranger lui-même avant de passer à la suivante.',
    ],
    tdah: [
      'Aménager un espace de travail épuré, avec le matériel d’une seule activité à la fois, et laisser l’enfant aller au bout de la tâche.',
    ],
  },
  audiences: ['personnes_agees', 'enfants', 'handicap'],
  themes: ['apathie', 'alimentation', 'errance', 'crepusculaire', 'agitation', 'hygiene', 'chute'],
};
