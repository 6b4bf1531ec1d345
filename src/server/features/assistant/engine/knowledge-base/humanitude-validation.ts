import type { ApproachKnowledge } from '../types';

/**
 * Humanitude and Validation: the two relational approaches of dementia care. Names and wording
 * follow the "Approches scientifiques" page (src/shared/content/approaches.ts).
 */

export const humanitude: ApproachKnowledge = {
  id: 'humanitude',
  name: 'Humanitude (Gineste-Marescotti)',
  description:
    'Méthodologie de soin développée par Yves Gineste et Rosette Marescotti. Elle vise à ce que la personne se sente reconnue comme un être humain, même lorsque la maladie altère sa compréhension, grâce à quatre piliers (regard, parole, toucher, verticalité) et à une séquence de soin structurée.',
  principles: [
    'Le regard : axial, horizontal, long et proche, pour être vu et reconnu par la personne.',
    'La parole : une voix douce qui annonce puis décrit chaque geste, même sans réponse verbale.',
    'Le toucher : lent, doux, sur de larges surfaces, sans jamais saisir en pince ni contraindre.',
    'La verticalité : se tenir debout et marcher chaque jour, pour préserver l’autonomie et prévenir la grabatisation.',
    '« Zéro soin de force, sans abandon de soin » : face à un refus, on reporte le soin et on revient plus tard.',
    'Une séquence de soin structurée : s’annoncer, entrer en relation et obtenir l’accord (capture sensorielle), soigner en maintenant le lien (rebouclage sensoriel), consolider l’émotion positive, convenir du prochain rendez-vous.',
  ],
  recommendations: [
    'Frapper, attendre et s’annoncer avant d’entrer, puis se placer à hauteur des yeux avant de parler du soin.',
    'Réaliser la capture sensorielle : croiser le regard, parler doucement, toucher une zone neutre (épaule, bras) et attendre l’accord avant de commencer.',
    'Pendant le soin, décrire ses gestes à voix haute et garder au moins deux canaux actifs : regard, parole ou toucher.',
    'Favoriser la verticalité : toilette debout ou au lavabo, quelques pas accompagnés chaque jour quand c’est possible.',
    'Terminer par une consolidation émotionnelle (valoriser ce qui s’est bien passé) et annoncer le prochain rendez-vous.',
  ],
  byTheme: {
    refus_soins: [
      'Face au refus, ne pas insister : reporter le soin, revenir un peu plus tard ou passer le relais à un ou une collègue, sans abandonner le soin.',
      'Commencer par la capture sensorielle et n’évoquer le soin qu’une fois le contact établi, puis obtenir l’accord de la personne.',
    ],
    hygiene: [
      'Fractionner la toilette, privilégier la toilette debout ou au lavabo et découvrir le corps par petites zones pour préserver la pudeur et limiter le froid.',
      'Commencer par une zone peu sensible (dos, bras) plutôt que par le visage, en annonçant chaque geste.',
    ],
    agressivite: [
      'Entrer de face dans le champ de vision, à distance, parler calmement et ne jamais saisir en pince : une prise ferme est souvent vécue comme une agression.',
      'Si la tension monte, arrêter le soin, se mettre en sécurité et revenir plus tard, éventuellement avec un ou une collègue.',
    ],
    agitation: [
      'Ralentir : voix douce et mélodieuse, gestes lents, toucher large et enveloppant plutôt que des consignes répétées.',
    ],
    alimentation: [
      'S’asseoir à hauteur des yeux pour aider au repas, annoncer chaque bouchée et respecter le rythme de la personne, sans jamais forcer.',
    ],
    surcharge_sensorielle: [
      'Réduire les stimulations pendant le soin : une seule personne parle, voix basse, toucher annoncé, lent et enveloppant plutôt qu’effleuré.',
    ],
    communication_non_verbale: [
      'Maintenir le lien par le regard, la voix et le toucher même sans réponse verbale, et guetter les réponses non verbales (regard, détente, crispation).',
    ],
    chute: [
      'Entretenir la verticalité au quotidien : se lever, se tenir debout pour les soins, marcher accompagné, pour préserver la force et l’équilibre.',
    ],
    fin_de_vie: [
      'Soigner par le toucher et la parole jusqu’au bout : gestes lents et annoncés, toucher de confort, voix douce même si la personne ne répond plus.',
    ],
    douleur: [
      'Mobiliser la personne lentement en annonçant chaque geste, et observer son visage pendant le soin pour repérer les signes de douleur.',
    ],
    apathie: [
      'Proposer chaque jour des moments de verticalité (se lever, quelques pas accompagnés), qui stimulent l’éveil et la relation.',
    ],
    errance: [
      'Accompagner la marche plutôt que l’empêcher : marcher à côté de la personne en lui parlant est aussi un soin.',
    ],
    cris: [
      'Entrer en relation par le regard et la parole avant chaque soin : comprendre ce qui va se passer peut apaiser les cris.',
    ],
    epuisement_aidant: [
      'Se former en équipe aux techniques de l’Humanitude : des soins moins conflictuels allègent aussi la charge émotionnelle des soignants.',
    ],
  },
  audiences: ['personnes_agees', 'handicap'],
  themes: [
    'refus_soins',
    'hygiene',
    'agressivite',
    'agitation',
    'fin_de_vie',
    'alimentation',
    'communication_non_verbale',
    'surcharge_sensorielle',
    'douleur',
    'chute',
    'cris',
  ],
};

export const validation: ApproachKnowledge = {
  id: 'validation',
  name: 'Validation (Naomi Feil)',
  description:
    'Méthode de communication développée par Naomi Feil auprès de personnes très âgées désorientées. Elle accepte la réalité de la personne au lieu de la corriger et reconnaît les émotions exprimées derrière les paroles et les comportements, ce qui réduit l’angoisse et préserve la dignité.',
  principles: [
    'Accepter la personne telle qu’elle est, sans la contredire ni la ramener de force à « notre » réalité.',
    'Tout comportement a une raison : il peut exprimer un besoin, une émotion ou une histoire non résolue.',
    'Une émotion reconnue par une personne de confiance s’apaise ; niée ou ignorée, elle se renforce.',
    'Faire preuve d’empathie : se mettre à la place de l’autre pour entrer dans son univers.',
    'Adapter les techniques au stade de désorientation de la personne.',
  ],
  recommendations: [
    'Se centrer avant l’échange : respirer et laisser de côté sa propre tension.',
    'Poser des questions ouvertes et factuelles (qui, quoi, où, quand, comment) en évitant le « pourquoi ».',
    'Reformuler avec les mots-clés de la personne, en s’accordant à son ton et à son rythme.',
    'Nommer l’émotion perçue (« Vous avez l’air inquiète ») plutôt que de corriger les faits.',
    'Évoquer le passé (« Parlez-moi de votre maison ») pour retrouver des repères et un sentiment de compétence.',
    'Utiliser un regard franc, une chanson familière ou le toucher, si la personne l’accepte.',
  ],
  byTheme: {
    crepusculaire: [
      'En fin de journée, si la personne veut « rentrer chez elle » ou « aller chercher les enfants », ne pas la contredire : l’inviter à parler de sa maison ou de ses enfants, puis l’accompagner vers une activité calme.',
    ],
    anxiete: [
      'Reconnaître l’inquiétude avec des mots simples (« Vous êtes inquiète, je reste avec vous ») plutôt que de la minimiser ou de la raisonner.',
    ],
    agitation: [
      'Accueillir l’émotion derrière l’agitation : la nommer avec calme, reformuler, puis proposer de marcher ou de parler ensemble, sans réorienter de force.',
    ],
    errance: [
      'Chercher ce que la marche exprime (attendre quelqu’un, aller travailler, fuir une inquiétude) par des questions ouvertes, puis y répondre avec la personne.',
    ],
    cris: [
      'Répondre aux cris par une présence : se placer face à la personne, reprendre plus doucement le ton et le rythme de sa voix, nommer l’émotion perçue.',
    ],
    deuil: [
      'Si la personne réclame un proche disparu, ne pas lui réannoncer le décès : l’inviter à parler de cette personne et de ce qu’elle ressent.',
    ],
    refus_soins: [
      'Explorer le refus par des questions ouvertes et reformuler ce que la personne ressent (peur, pudeur, froid) avant de reproposer le soin plus tard.',
    ],
    agressivite: [
      'Rester calme et reformuler la colère (« Vous êtes en colère, quelque chose ne va pas ») au lieu de la contredire ou de la sanctionner.',
    ],
    conflit_famille: [
      'Aider les proches à écouter l’émotion plutôt qu’à corriger les erreurs de la personne, pour apaiser les échanges lors des visites.',
    ],
    fin_de_vie: [
      'Rester présent, écouter les souvenirs et les émotions exprimés, sans chercher à rassurer à tout prix ni à corriger.',
    ],
    communication_non_verbale: [
      'Aux stades avancés, communiquer par le regard, la voix, une musique familière et le toucher accepté, en s’accordant au rythme de la personne.',
    ],
    apathie: [
      'Pour une personne repliée sur elle-même, chercher le contact par le regard, une chanson de sa jeunesse et le toucher si elle l’accepte.',
    ],
  },
  audiences: ['personnes_agees'],
  themes: [
    'crepusculaire',
    'anxiete',
    'agitation',
    'errance',
    'cris',
    'deuil',
    'refus_soins',
    'agressivite',
    'conflit_famille',
    'fin_de_vie',
  ],
};
