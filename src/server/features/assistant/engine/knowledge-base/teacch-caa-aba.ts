import type { ApproachKnowledge } from '../types';

/**
 * TEACCH, augmentative and alternative communication, and ABA: the "Éducation et communication"
 * group of the approaches page. ABA carries a caution the reply must state with it.
 */

export const teacch: ApproachKnowledge = {
  id: 'teacch',
  name: 'TEACCH',
  description:
    'Programme d’enseignement structuré né à l’Université de Caroline du Nord sous l’impulsion d’Eric Schopler. Il s’appuie sur les forces des personnes autistes, notamment le traitement visuel, pour rendre l’espace, le temps et les activités compréhensibles et prévisibles, à la maison, à l’école comme en institution.',
  principles: [
    'Structurer l’espace : chaque zone a une fonction claire.',
    'Structurer le temps avec des emplois du temps visuels adaptés au niveau de compréhension.',
    'Rendre les activités lisibles grâce à des systèmes de travail : quoi faire, combien, quand c’est fini, ce qui vient ensuite.',
    'Rendre les transitions prévisibles et annoncer les changements à l’avance.',
    'S’appuyer sur le visuel, sur les intérêts de la personne et sur un partenariat étroit avec la famille.',
  ],
  recommendations: [
    'Délimiter des zones claires (travail, jeu, repas, retour au calme) avec des repères visuels.',
    'Afficher un emploi du temps visuel (objets, photos, pictogrammes ou mots selon le niveau de compréhension) et le consulter avec la personne.',
    'Mettre en place un système de travail de gauche à droite, avec une fin visible pour chaque tâche.',
    'Annoncer chaque transition avec un support visuel et montrer ce qui vient ensuite.',
    'Viser l’autonomie : estomper progressivement l’aide de l’adulte pour que la personne utilise seule ses supports.',
  ],
  byTheme: {
    transition: [
      'Annoncer chaque changement d’activité quelques minutes avant avec l’emploi du temps visuel, et utiliser un minuteur visuel pour rendre la fin prévisible.',
      'Signaler les changements de programme dès que possible avec un pictogramme « changement » sur l’emploi du temps.',
    ],
    autisme: [
      'Structurer la journée avec un emploi du temps visuel et des zones clairement délimitées pour rendre l’environnement prévisible.',
    ],
    crise: [
      'Aménager un coin de retour au calme, repéré sur l’emploi du temps, que la personne peut rejoindre avant que la tension ne monte.',
    ],
    anxiete: [
      'Rendre la journée prévisible avec un emploi du temps visuel consulté régulièrement, pour réduire l’incertitude.',
    ],
    tdah: [
      'Structurer le temps de travail en séquences courtes et visibles, avec une fin claire et des pauses prévues sur le planning.',
    ],
    surcharge_sensorielle: [
      'Organiser l’espace pour limiter les distractions et le bruit : place à l’écart du passage, repères visuels sobres, casque anti-bruit à disposition.',
    ],
    hygiene: [
      'Afficher la séquence de la toilette ou du brossage des dents en images, étape par étape, près du lavabo.',
    ],
    sommeil: [
      'Représenter le rituel du coucher en images (bain, pyjama, histoire, lumière éteinte), toujours dans le même ordre.',
    ],
    alimentation: [
      'Structurer le repas : place fixe, séquence visuelle, quantité visible et fin du repas clairement signalée.',
    ],
  },
  audiences: ['enfants', 'handicap'],
  themes: [
    'transition',
    'autisme',
    'crise',
    'anxiete',
    'tdah',
    'surcharge_sensorielle',
    'hygiene',
    'sommeil',
  ],
};

export const caa: ApproachKnowledge = {
  id: 'caa',
  name: 'Communication multimodale (CAA)',
  description:
    'La communication alternative et améliorée complète ou remplace la parole lorsqu’elle ne suffit pas. Gestes, signes, pictogrammes, objets, tableaux, PECS et appareils à synthèse vocale se combinent selon les besoins de chaque personne, pour lui permettre d’exprimer ses besoins, ses choix, un refus ou une douleur.',
  principles: [
    'Toute personne communique : regard, geste, son, comportement ou pictogramme, chaque mode compte.',
    'Aucun prérequis : on n’attend pas que la personne soit « prête » pour proposer un outil.',
    'Modéliser : l’interlocuteur utilise lui-même l’outil en parlant, pour montrer comment s’en servir.',
    'L’outil est la voix de la personne : il reste disponible en permanence et ne lui est jamais retiré, même en cas de comportement difficile.',
    'La CAA ne freine pas l’apparition de la parole ; elle peut au contraire la soutenir.',
  ],
  recommendations: [
    'Proposer des tableaux de pictogrammes adaptés aux situations du quotidien : repas, toilette, activités, émotions.',
    'Modéliser en pointant les pictogrammes tout en parlant, sans exiger que la personne les utilise à son tour.',
    'Inclure des pictogrammes pour dire « stop », « pause », « aide » et « j’ai mal », et y répondre à chaque fois.',
    'Avec le PECS, apprendre d’abord à échanger une image contre un objet désiré, puis construire progressivement des phrases.',
    'Envisager avec un ou une orthophoniste une tablette à synthèse vocale ou des signes (par exemple le Makaton).',
    'Former tout l’entourage pour que chacun comprenne l’outil et réponde de la même façon.',
  ],
  byTheme: {
    communication_non_verbale: [
      'Noter les signaux propres à la personne (sons, gestes, regards) dans un dictionnaire de communication partagé par l’équipe et la famille.',
      'Proposer des choix simples entre deux objets ou deux images, et respecter la réponse.',
    ],
    automutilation: [
      'Donner à la personne un moyen immédiat d’exprimer la douleur, le refus ou le besoin de pause (pictogramme, geste, objet), disponible à tout moment.',
    ],
    cris: [
      'Offrir une autre façon d’appeler ou de demander (sonnette, pictogramme, geste) et y répondre rapidement, pour qu’elle devienne plus efficace que le cri.',
    ],
    autisme: [
      'Proposer dès maintenant un support visuel de communication, en parallèle du langage oral, et le modéliser au quotidien.',
    ],
    douleur: [
      'Mettre à disposition un moyen de signaler et de localiser la douleur (pictogramme « j’ai mal », schéma du corps, échelle visuelle).',
    ],
    transition: [
      'Utiliser des pictogrammes « d’abord… ensuite… » pour annoncer la suite, et laisser la personne exprimer son désaccord avec l’outil.',
    ],
    crise: [
      'Pendant la montée de tension, réduire la parole et montrer un pictogramme simple (« pause », « calme ») plutôt que de multiplier les consignes.',
    ],
    agressivite: [
      'Vérifier que la personne dispose d’un moyen efficace de dire non ou de demander une pause : l’agressivité est parfois la seule façon de se faire entendre.',
    ],
    alimentation: [
      'Proposer des choix au repas avec des images ou les aliments eux-mêmes, pour que la personne puisse exprimer ses préférences ou sa satiété.',
    ],
    refus_soins: [
      'Expliquer le soin avec une séquence d’images et permettre à la personne de dire « stop » ou « attends » avec un pictogramme.',
    ],
  },
  audiences: ['handicap', 'enfants', 'personnes_agees'],
  themes: [
    'communication_non_verbale',
    'automutilation',
    'autisme',
    'transition',
    'crise',
    'cris',
    'agressivite',
  ],
};

export const aba: ApproachKnowledge = {
  id: 'aba',
  name: 'ABA (analyse appliquée du comportement)',
  description:
    'Approche issue de l’analyse du comportement, qui étudie l’interaction entre les comportements et l’environnement pour enseigner des compétences utiles. Son histoire est débattue : une pratique éthique aujourd’hui exclut toute procédure aversive, respecte l’assentiment de la personne et vise sa qualité de vie, non sa normalisation.',
  principles: [
    'Les antécédents et les conséquences influencent les comportements : on agit sur l’environnement plutôt que sur la personne.',
    'Le renforcement positif est au cœur de l’apprentissage, sans aucune procédure aversive.',
    'Des objectifs observables, choisis avec la personne et sa famille, centrés sur la communication, l’autonomie et le bien-être.',
    'Des décisions fondées sur des observations régulières.',
    'Le respect de l’assentiment : des signes de détresse ou de refus interrompent la séance.',
  ],
  recommendations: [
    'Réaliser une évaluation fonctionnelle avec un professionnel qualifié avant tout programme.',
    'Enseigner dans des contextes naturels (jeu, routines, repas) plutôt que par des exercices répétés à la table.',
    'Renforcer les tentatives de communication, par exemple une demande faite par geste ou par pictogramme.',
    'Utiliser des guidances et les estomper progressivement pour favoriser l’autonomie.',
    'Réévaluer régulièrement le programme avec la famille et le superviseur, à partir des observations.',
  ],
  byTheme: {
    autisme: [
      'Choisir les objectifs avec l’enfant et sa famille (communication, autonomie au quotidien, jeu, bien-être) plutôt que viser la normalisation.',
    ],
    transition: [
      'Valoriser chaque transition réussie (attention positive, activité appréciée ensuite) et découper les changements difficiles en petites étapes.',
    ],
    automutilation: [
      'Ne jamais répondre par une punition : analyser la fonction du comportement avec le professionnel qui supervise et enseigner une alternative.',
    ],
  },
  audiences: ['enfants', 'handicap'],
  themes: ['autisme'],
  caution:
    'L’ABA ne doit être mise en œuvre que par des professionnels formés et supervisés, avec le consentement de la personne ou de sa famille, sans aucune procédure aversive, et au service de ses compétences et de sa qualité de vie.',
};
