import type { ApproachKnowledge } from '../types';

/**
 * Positive behaviour support and Snoezelen: understanding what a behaviour is for, and adjusting
 * what the person senses. Both serve every audience.
 */

export const pbs: ApproachKnowledge = {
  id: 'pbs',
  name: 'Soutien au comportement positif (PBS)',
  description:
    'Approche née en réaction aux méthodes aversives, qui cherche à comprendre la fonction d’un comportement-défi pour y répondre sans punition. Son objectif premier est la qualité de vie de la personne ; la diminution des comportements difficiles en découle.',
  principles: [
    'Tout comportement a une fonction : obtenir quelque chose, éviter une situation, exprimer un besoin, une douleur ou une sensation.',
    'Comprendre avant d’agir, grâce à une analyse fonctionnelle fondée sur des observations (grille ABC).',
    'Agir d’abord en prévention, sur l’environnement, le rythme et les attentes.',
    'Enseigner des comportements alternatifs qui remplissent la même fonction.',
    'Renforcer les comportements souhaités, sans punition ; toute mesure restrictive reste un dernier recours encadré.',
    'Viser la qualité de vie, avec un plan de soutien partagé par l’équipe et la famille.',
  ],
  recommendations: [
    'Noter chaque épisode selon la grille ABC : antécédent (ce qui précède), comportement, conséquence (ce qui suit).',
    'Formuler une hypothèse sur la fonction du comportement et la partager avec l’équipe, la personne et ses proches.',
    'Rédiger un plan de soutien en trois volets : prévenir, enseigner une alternative, réagir de façon sécurisante.',
    'Renforcer aussitôt les comportements souhaités par une attention positive ou une activité appréciée.',
    'Appliquer le plan de façon cohérente dans toute l’équipe et le réévaluer à partir des observations.',
  ],
  byTheme: {
    automutilation: [
      'Observer quand les coups surviennent (moment, lieu, demande, bruit, douleur possible) pour identifier leur fonction avant d’agir.',
      'Enseigner un moyen simple de demander une pause, de l’aide ou un objet (geste, pictogramme) et y répondre rapidement à chaque fois.',
      'Pendant l’épisode, protéger sans punir : sécuriser l’environnement, réduire les stimulations, parler peu.',
    ],
    agressivite: [
      'Identifier les déclencheurs avec la grille ABC et agir en amont ; pendant l’épisode, garder ses distances, parler peu et calmement, protéger sans punir.',
    ],
    crise: [
      'Préparer un plan de crise : signes précurseurs, façon d’apaiser (moins de paroles, espace, objet rassurant), sécurité de tous, retour au calme sans reproche.',
    ],
    cris: [
      'Chercher la fonction des cris (attention, évitement, inconfort, besoin sensoriel) et offrir un autre moyen d’obtenir la même chose.',
    ],
    tdah: [
      'Donner des consignes courtes, une à la fois, et renforcer immédiatement les efforts par une attention positive ou une pause active.',
    ],
    transition: [
      'Prévenir les transitions difficiles : annoncer le changement, proposer un objet de transition et valoriser chaque transition réussie.',
    ],
    agitation: [
      'Repérer les moments et les situations qui précèdent l’agitation et ajuster l’environnement ou le programme en amont.',
    ],
    sommeil: [
      'Installer une routine du coucher courte et identique chaque soir, répondre aux réveils de façon brève, calme et toujours pareille, et valoriser le matin les progrès.',
    ],
    epuisement_aidant: [
      'Partager un plan de soutien écrit et clair : chacun sait quoi faire, ce qui réduit le stress et l’isolement face aux situations difficiles.',
    ],
    communication_non_verbale: [
      'Considérer le comportement comme un message et enseigner un moyen de communication équivalent, plus simple et plus efficace pour la personne.',
    ],
    autisme: [
      'Partir d’une évaluation fonctionnelle des comportements-défis et privilégier la prévention et l’enseignement de compétences.',
    ],
    refus_soins: [
      'Repérer ce qui rend le soin désagréable (moment, bruit, froid, douleur, attente) pour le modifier, et valoriser chaque étape acceptée.',
    ],
    surcharge_sensorielle: [
      'Repérer les situations sensorielles qui précèdent les comportements difficiles et prévoir des pauses au calme avant la saturation.',
    ],
  },
  audiences: ['handicap', 'enfants', 'personnes_agees'],
  themes: [
    'automutilation',
    'agressivite',
    'crise',
    'cris',
    'tdah',
    'transition',
    'agitation',
    'sommeil',
    'epuisement_aidant',
    'communication_non_verbale',
    'autisme',
  ],
};

export const snoezelen: ApproachKnowledge = {
  id: 'snoezelen',
  name: 'Snoezelen',
  description:
    'Démarche née aux Pays-Bas qui propose une stimulation multisensorielle douce et choisie, dans une ambiance sécurisante, en salle dédiée ou avec un chariot au lit de la personne. Elle favorise la détente, l’exploration et la relation, sans objectif de performance.',
  principles: [
    'Stimuler les sens de façon contrôlée : lumière, sons, odeurs, toucher, vibrations, mouvement.',
    'Laisser la personne choisir et explorer à son rythme.',
    'Une présence disponible et bienveillante de l’accompagnant, au cœur de la démarche.',
    'Doser les stimulations selon le profil sensoriel : certaines personnes recherchent les sensations, d’autres en sont vite saturées.',
    'Observer les réactions pour ajuster les stimulations d’une séance à l’autre.',
  ],
  recommendations: [
    'Proposer des séances courtes en salle Snoezelen ou avec un chariot multisensoriel, avec un rituel de début et de fin.',
    'Présenter une stimulation à la fois et laisser la personne s’en approcher ou s’en détourner.',
    'Observer et noter les réactions (sourire, détente, retrait, agitation) pour ajuster les stimulations.',
    'Intégrer l’esprit Snoezelen au quotidien : lumière douce, musiques ou odeurs appréciées, toilette sensorielle.',
  ],
  byTheme: {
    surcharge_sensorielle: [
      'Offrir un espace calme à faibles stimulations (lumière douce, peu de bruit) où la personne peut se retirer quand elle est saturée.',
      'Établir avec l’équipe le profil sensoriel de la personne : ce qu’elle recherche, ce qu’elle évite, ce qui l’apaise.',
    ],
    automutilation: [
      'Si le comportement semble procurer une sensation recherchée, proposer d’autres sources sensorielles sûres (vibrations, pressions, objets à mâchonner adaptés), en lien avec l’analyse fonctionnelle.',
    ],
    agitation: [
      'Proposer un moment de détente multisensorielle (lumière douce, musique calme, objet à manipuler) dès que l’agitation commence, et pas seulement après la crise.',
    ],
    fin_de_vie: [
      'Offrir un confort sensoriel au lit : massage doux des mains si la personne l’accepte, musique appréciée, odeurs familières, lumière tamisée.',
    ],
    apathie: [
      'Proposer des stimulations sensorielles douces et variées pour susciter l’éveil et l’intérêt, en suivant les réactions de la personne.',
    ],
    cris: [
      'Observer si les cris varient selon l’ambiance sonore et lumineuse, et proposer des temps au calme à faibles stimulations.',
    ],
    anxiete: [
      'Proposer des moments de détente sensorielle réguliers (musique douce, lumière tamisée, enveloppement) à des heures fixes.',
    ],
    crise: [
      'Après une crise, proposer un retour au calme dans un espace à faibles stimulations, sans exigence.',
    ],
    communication_non_verbale: [
      'Profiter des séances pour observer les réactions non verbales (regard, mimiques, tonus, sons) et mieux connaître les préférences de la personne.',
    ],
    sommeil: [
      'Installer un temps calme sensoriel avant le coucher (lumière tamisée, musique douce, objets doux) pour favoriser l’endormissement.',
    ],
    hygiene: [
      'Faire de la toilette un moment sensoriel agréable : eau à bonne température, serviettes chaudes, lumière douce, musique appréciée.',
    ],
    crepusculaire: [
      'En fin d’après-midi, proposer un moment de détente sensorielle (musique appréciée, objets à manipuler) dans une pièce calme et bien éclairée.',
    ],
  },
  audiences: ['handicap', 'personnes_agees', 'enfants'],
  themes: [
    'surcharge_sensorielle',
    'automutilation',
    'agitation',
    'apathie',
    'fin_de_vie',
    'cris',
    'anxiete',
    'crise',
    'communication_non_verbale',
    'sommeil',
  ],
};
