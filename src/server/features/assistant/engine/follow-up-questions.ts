import type { ThemeId } from './types';

/**
 * Sophia's follow-up questions, by theme: one about the moment it happens, one about what seems
 * to trigger it, one about what was tried. `{p}`/`{P}` name the person ("la personne", "l’enfant"),
 * `{il}` is its pronoun and `{e}` its feminine ending, so that every question agrees in gender.
 * Each asks one thing the answer to which changes the advice; none is generic filler.
 */
export type ThemeQuestions = {
  when: string;
  trigger: string;
  tried?: string;
  /** Wordings for a child where the adult one would not fit (pain scales, running away). */
  child?: Partial<Omit<ThemeQuestions, 'child'>>;
};

export const themeQuestions: Record<ThemeId, ThemeQuestions> = {
  refus_soins: {
    when: 'À quel moment de la journée le refus survient-il, et qui réalise le soin ?',
    trigger:
      'Comment le soin est-il annoncé et proposé, et le refus concerne-t-il tous les intervenants ou certains seulement ?',
    tried:
      'Qu’avez-vous déjà essayé (différer le soin, changer d’intervenant, adapter la toilette) et avec quel effet ?',
  },
  agitation: {
    when: 'À quels moments l’agitation apparaît-elle : à une heure précise, pendant une activité, lors d’un soin ?',
    trigger:
      'Qu’est-ce qui semble la déclencher : un soin, le bruit, une attente, la fatigue, une douleur possible ?',
  },
  agressivite: {
    when: 'Dans quelles circonstances les gestes agressifs surviennent-ils : à quel moment, et envers qui ?',
    trigger: 'Que se passe-t-il juste avant : une demande, un contact physique, une frustration, un refus ?',
  },
  errance: {
    when: 'À quels moments {p} déambule-t-{il} ou cherche-t-{il} la sortie ?',
    trigger:
      'En marchant ainsi, {p} semble-t-{il} chercher quelque chose ou quelqu’un (rentrer chez soi, aller au travail, retrouver un proche) ?',
    child: {
      when: 'À quels moments l’enfant s’éloigne-t-il ou cherche-t-il à partir ?',
      trigger:
        'Quand il part ainsi, l’enfant semble-t-il fuir quelque chose (bruit, demande, groupe) ou chercher à rejoindre quelque chose ?',
    },
  },
  crepusculaire: {
    when: 'Vers quelle heure les troubles commencent-ils, et combien de temps durent-ils ?',
    trigger:
      'Qu’est-ce qui change autour de {p} en fin de journée : la lumière, le bruit, le départ des visites, la relève des équipes ?',
  },
  anxiete: {
    when: 'À quels moments l’anxiété est-elle la plus forte : quand personne n’est là, la nuit, lors d’une séparation, avant un soin ?',
    trigger: 'Qu’est-ce qui semble déclencher l’anxiété, et qu’est-ce qui l’apaise, même un peu ?',
  },
  apathie: {
    when: 'Depuis quand observez-vous ce repli, et est-il présent toute la journée ?',
    trigger:
      'Y a-t-il eu récemment un changement (santé, traitement, deuil, déménagement), et un médecin a-t-il pu voir {p} ?',
  },
  douleur: {
    when: 'Quand la douleur semble-t-elle se manifester : au mouvement, pendant les soins, la nuit ?',
    trigger:
      'La douleur a-t-elle été évaluée par l’équipe ou le médecin (par exemple avec une échelle comme Algoplus ou Doloplus) ?',
    child: {
      trigger:
        'La douleur a-t-elle été évaluée par le pédiatre ou l’équipe, avec une échelle adaptée à son âge ?',
    },
  },
  sommeil: {
    when: 'Comment se passent la soirée et le coucher, et à quelles heures surviennent les réveils ?',
    trigger:
      'Qu’est-ce qui semble provoquer les réveils : une peur, une douleur, un besoin, le bruit, un événement récent ?',
    tried: 'Qu’avez-vous déjà essayé le soir (rituel, horaires, lumière, présence rassurante) ?',
  },
  alimentation: {
    when: 'Depuis quand {p} mange-t-{il} moins, et comment se déroulent les repas (lieu, horaires, aide apportée) ?',
    trigger:
      'Une cause possible a-t-elle été recherchée : difficulté à avaler, douleur dentaire, goûts, textures, environnement du repas ?',
    tried: 'Qu’avez-vous déjà adapté (textures, horaires, aide au repas, présentation des plats) ?',
  },
  hygiene: {
    when: 'À quel moment se passent les soins d’hygiène, et qui les accompagne ?',
    trigger:
      'Qu’est-ce qui semble rendre ce moment difficile : la pudeur, le froid, l’eau, la précipitation, la personne qui aide ?',
  },
  chute: {
    when: 'Dans quelles circonstances les chutes surviennent-elles : à quelle heure, en se levant, la nuit ?',
    trigger:
      'Des facteurs de risque ont-ils été repérés (chaussures, éclairage, médicaments, vue, obstacles) ?',
  },
  crise: {
    when: 'À quels moments de la journée les crises surviennent-elles, et combien de temps durent-elles ?',
    trigger: 'Que se passe-t-il juste avant une crise : une demande, un changement, un refus, du bruit ?',
    tried: 'Comment réagissez-vous pendant une crise, et qu’est-ce qui aide {p} à retrouver son calme ?',
  },
  autisme: {
    when: 'Dans quelles situations les difficultés apparaissent-elles le plus : à quels moments, lors de quelles activités ?',
    trigger:
      'Qu’est-ce qui précède le plus souvent les difficultés : une consigne, une attente, un changement, du bruit ?',
  },
  tdah: {
    when: 'Dans quelles activités l’agitation ou l’impulsivité est-elle la plus marquée : en groupe, aux devoirs, pendant les consignes ?',
    trigger:
      'Qu’est-ce qui précède le plus souvent les difficultés : une attente, une consigne longue, la fatigue, un changement ?',
  },
  transition: {
    when: 'Quelles transitions sont les plus difficiles, et à quel moment de la journée ?',
    trigger:
      'Comment la transition est-elle annoncée (consigne orale, minuteur, pictogramme, emploi du temps visuel) ?',
  },
  surcharge_sensorielle: {
    when: 'Dans quels lieux ou à quels moments {p} semble-t-{il} débordé{e} par ce qu’{il} perçoit ?',
    trigger:
      'Quels stimuli semblent le plus difficiles à supporter : bruits, lumière, contact physique, odeurs, foule ?',
  },
  communication_non_verbale: {
    when: 'Dans quelles situations {p} semble-t-{il} le plus en difficulté pour se faire comprendre ?',
    trigger:
      'Comment {p} exprime-t-{il} aujourd’hui un refus, un inconfort ou une envie (gestes, regard, cris, comportements) ?',
    tried: 'Des outils de communication ont-ils déjà été essayés (pictogrammes, gestes, objets, tablette) ?',
  },
  automutilation: {
    when: 'À quels moments ces gestes surviennent-ils : lors d’une attente, d’une demande, quand personne n’est là, la nuit ?',
    trigger:
      'Que se passe-t-il juste avant ces gestes, et juste après (attention, retrait d’une demande, apaisement) ?',
    tried: 'Qu’avez-vous déjà essayé, et un bilan médical (douleur, dents, digestion) a-t-il été fait ?',
  },
  fin_de_vie: {
    when: 'Depuis quand l’état de {p} s’est-il modifié, et à quels moments son inconfort est-il le plus visible ?',
    trigger:
      'Qu’est-ce qui vous préoccupe le plus en ce moment : son confort, son angoisse, l’accompagnement des proches ?',
    tried: 'Une équipe de soins palliatifs ou le médecin traitant est-il déjà impliqué ?',
  },
  epuisement_aidant: {
    when: 'Depuis quand vous sentez-vous ainsi, et quels moments sont les plus lourds ?',
    trigger:
      'Qu’est-ce qui pèse le plus aujourd’hui : la charge de travail, une situation précise, le manque de relais ?',
    tried: 'De quel soutien disposez-vous (collègues, encadrement, proches, relais, temps de répit) ?',
  },
  conflit_famille: {
    when: 'À quelles occasions les tensions avec la famille apparaissent-elles : visites, décisions de soin, échanges d’informations ?',
    trigger: 'Sur quoi porte le désaccord, et qu’est-ce que la famille attend de l’équipe ?',
  },
  deuil: {
    when: 'Quand la perte a-t-elle eu lieu, et comment {p} vit-{il} ce deuil au quotidien ?',
    trigger:
      '{P} a-t-{il} pu dire au revoir ou participer à des rituels, et comment réagit-{il} quand on évoque la perte ?',
  },
  cris: {
    when: 'À quels moments les cris surviennent-ils : quand personne n’est là, pendant les soins, la nuit, en groupe ?',
    trigger:
      'Les cris semblent-ils exprimer un besoin (douleur, faim, ennui, peur) ou suivre quelque chose de précis ?',
  },
};

export const genericQuestions = {
  theme:
    'Quelle difficulté rencontrez-vous concrètement : un refus, de l’agitation, des cris, un repli… ? Décrivez une situation récente, telle qu’elle s’est passée.',
  when: 'À quel moment cela se produit-il le plus souvent ?',
  trigger: 'Qu’est-ce qui semble déclencher ces moments difficiles ?',
  tried: 'Qu’avez-vous déjà essayé, et qu’est-ce qui a aidé, même un peu ?',
};
