import type { ThemeId } from '../types';

/**
 * Short practical tips per theme (the "Conseils pratiques" card). They stay on the safe side: no
 * medication advice beyond "en parler au médecin", a physical cause is looked for before a
 * behaviour is interpreted, and restraint or punishment is never suggested.
 */
export const themeAdvice: Record<ThemeId, string[]> = {
  refus_soins: [
    'Ne pas forcer un soin non urgent : différer, revenir plus tard ou changer d’intervenant est souvent plus efficace.',
    'Chercher ce que le refus exprime : douleur, peur, pudeur, froid, fatigue, incompréhension du soin ou moment mal choisi.',
    'Annoncer chaque geste simplement et proposer des choix (maintenant ou dans dix minutes, douche ou lavabo).',
    'Noter l’heure, l’intervenant et les conditions des soins acceptés pour reproduire ce qui fonctionne.',
    'Si un soin indispensable est refusé à plusieurs reprises, décider de la conduite à tenir en équipe et avec le médecin.',
  ],
  agitation: [
    'Rechercher d’abord un inconfort physique (douleur, faim, soif, constipation, envie d’uriner, fièvre) et en parler au médecin si besoin.',
    'Réduire les stimulations : moins de bruit, moins de monde, une seule personne qui parle, lentement.',
    'Proposer une activité qui occupe les mains ou une marche accompagnée plutôt que de demander à la personne de se calmer.',
    'Repérer les moments et les situations qui précèdent l’agitation pour agir en amont.',
  ],
  agressivite: [
    'Assurer d’abord la sécurité de chacun : garder une distance, rester dans le champ de vision, laisser une issue.',
    'Parler peu, calmement et lentement ; ne pas argumenter ni hausser le ton pendant l’épisode.',
    'Après l’épisode, analyser en équipe ce qui l’a précédé (soin, contrainte, bruit, douleur, frustration) pour prévenir le suivant.',
    'Ne jamais répondre par une punition ; toute mesure restrictive relève d’une décision d’équipe et médicale, encadrée et réévaluée.',
    'Soutenir la personne qui a subi l’agression : en parler, ne pas rester seul avec l’événement.',
  ],
  errance: [
    'Considérer la déambulation comme un besoin (bouger, chercher, s’occuper) plutôt que de chercher à l’empêcher.',
    'Sécuriser le parcours : sols dégagés, bon éclairage, chaussures adaptées, jardin ou espace de marche accessible.',
    'Installer des repères visuels (photos, pictogrammes, couleurs) pour les toilettes, la chambre et les lieux de vie.',
    'Prévoir des pauses, de l’eau et des collations sur le parcours : la marche prolongée fatigue et augmente les besoins.',
    'Convenir en équipe de la conduite à tenir en cas de sortie inopinée (photo récente, personnes à prévenir).',
  ],
  crepusculaire: [
    'Garder un éclairage suffisant en fin de journée pour limiter les ombres et la confusion.',
    'Prévoir une activité calme et familière en fin d’après-midi et éviter d’y placer des soins ou des rendez-vous stressants.',
    'Favoriser la lumière du jour et l’activité physique le matin, et éviter les siestes trop longues.',
    'Limiter le bruit et les allées et venues au moment des relèves et du repas du soir.',
    'Noter l’heure à laquelle les difficultés commencent pour proposer un moment apaisant un peu avant.',
  ],
  anxiete: [
    'Rester présent et parler calmement, avec des phrases courtes ; reconnaître l’inquiétude plutôt que de la minimiser.',
    'Rendre la journée prévisible : repères visuels, routines stables, changements annoncés à l’avance.',
    'Repérer les situations qui déclenchent l’anxiété (séparation, bruit, nouveauté, attente) pour les préparer.',
    'Proposer les moyens d’apaisement que la personne apprécie : musique, objet familier, respiration lente, marche.',
    'Si l’anxiété est intense ou dure, en parler au médecin ou à un psychologue.',
  ],
  apathie: [
    'Faire la différence avec une dépression, une douleur ou un effet de traitement : en parler au médecin.',
    'Proposer de courtes activités liées aux goûts et à l’histoire de la personne, sans la mettre en échec.',
    'Inviter plutôt qu’imposer : commencer l’activité à côté de la personne et valoriser la moindre participation.',
    'Maintenir des contacts sociaux réguliers, même brefs : une visite, un regard, une tâche partagée.',
  ],
  douleur: [
    'Évaluer la douleur avec une échelle adaptée (Algoplus, Doloplus, EDAAP, FLACC chez l’enfant…) avant d’interpréter un comportement.',
    'Observer les signes non verbaux : grimaces, plaintes, protection d’une partie du corps, refus de bouger, changement de comportement.',
    'Noter les moments où la douleur apparaît (mobilisation, toilette, repas) et transmettre ces observations au médecin.',
    'Mobiliser lentement, en annonçant chaque geste, et chercher une position confortable.',
    'Réévaluer la douleur régulièrement après chaque mesure décidée avec le médecin.',
  ],
  sommeil: [
    'Garder des horaires de lever et de coucher réguliers et un rituel du coucher calme, toujours identique.',
    'Favoriser la lumière du jour et l’activité en journée, et adapter les siestes à l’âge de la personne.',
    'Limiter les écrans, le bruit et les lumières vives avant le coucher.',
    'Noter pendant une à deux semaines les heures de coucher et de réveil, et ce qui se passe lors des réveils.',
    'Si les troubles persistent ou s’accompagnent de ronflements, de douleurs ou de pauses respiratoires, en parler au médecin.',
  ],
  alimentation: [
    'Signaler rapidement au médecin une personne qui garde les aliments en bouche, tousse ou s’étouffe pendant les repas, ou qui perd du poids.',
    'Faire vérifier l’état de la bouche et des dents, la déglutition et une éventuelle douleur.',
    'Noter pendant quelques jours ce qui est mangé et bu, et surveiller le poids.',
    'Proposer les repas dans le calme, à la bonne hauteur, avec des aliments appréciés et des textures validées par l’équipe soignante ou l’orthophoniste.',
    'Fractionner : petites portions, collations, aliments à manger avec les doigts si les couverts posent difficulté.',
  ],
  hygiene: [
    'Respecter la pudeur : fermer la porte, découvrir le corps par petites zones, chauffer la pièce et les serviettes.',
    'Adapter le moment et la forme de la toilette aux habitudes de la personne (matin ou soir, douche, bain ou lavabo).',
    'Laisser la personne faire ce qu’elle peut elle-même, en lui tendant le gant ou en guidant son geste.',
    'Vérifier la température de l’eau, le bruit et l’éclairage, qui peuvent rendre la toilette désagréable.',
  ],
  chute: [
    'Après une chute, faire examiner la personne, même si elle semble aller bien, et signaler l’événement à l’équipe et au médecin.',
    'Aménager l’environnement : éclairage de nuit, sols dégagés, barres d’appui, objets usuels à portée de main.',
    'Vérifier les chaussures, la vue et l’audition, et faire le point avec le médecin sur les traitements en cours.',
    'Maintenir la marche et l’activité physique, qui préservent la force et l’équilibre, plutôt que de restreindre les déplacements.',
    'Montrer à la personne comment appeler à l’aide si elle tombe (sonnette, téléalarme).',
  ],
  crise: [
    'Pendant la crise, assurer la sécurité de la personne et des autres, et réduire les paroles et les stimulations.',
    'Ne pas punir ni argumenter : attendre le retour au calme avant de reparler de ce qui s’est passé.',
    'Repérer les signes précurseurs (agitation, cris, repli) pour intervenir avant l’escalade.',
    'Après la crise, noter ce qui l’a précédée et ce qui a aidé à l’apaiser, pour construire un plan de prévention.',
  ],
  autisme: [
    'Rendre l’environnement prévisible : routines stables, supports visuels, changements annoncés à l’avance.',
    'Tenir compte des particularités sensorielles (bruit, lumière, toucher) et prévoir un lieu de retrait au calme.',
    'Proposer un moyen de communication adapté (images, pictogrammes, gestes) en plus de la parole.',
    'Travailler avec la famille et les professionnels qui suivent la personne pour garder des réponses cohérentes.',
    'S’appuyer sur les intérêts de la personne pour motiver les apprentissages.',
  ],
  tdah: [
    'Donner des consignes courtes, une à la fois, après avoir capté le regard de l’enfant.',
    'Découper les tâches en petites étapes, avec des pauses actives prévues.',
    'Valoriser rapidement les efforts et les réussites, plus souvent que les reproches.',
    'Placer l’enfant près de l’adulte et loin des sources de distraction.',
    'Coordonner l’école, la famille et les soignants autour de règles et de repères communs.',
  ],
  transition: [
    'Annoncer les transitions à l’avance, avec un support visuel ou un minuteur.',
    'Utiliser la formule « d’abord…, ensuite… » pour rendre la suite prévisible.',
    'Proposer un objet ou une tâche de transition (porter un objet, ranger, se laver les mains).',
    'Prévenir les changements de programme dès que possible et les signaler sur l’emploi du temps.',
    'Valoriser chaque transition réussie, même partiellement.',
  ],
  surcharge_sensorielle: [
    'Identifier les stimulations difficiles (bruits, lumières, textures, toucher, foule) et les réduire.',
    'Prévoir un lieu calme de retrait et des outils d’apaisement (casque anti-bruit, couverture, objet à manipuler).',
    'Annoncer tout contact physique et préférer un toucher ferme et prévisible à un effleurement.',
    'Si possible, faire établir un profil sensoriel par un ou une ergothérapeute.',
  ],
  communication_non_verbale: [
    'Considérer chaque comportement comme un message possible, en particulier un inconfort ou une douleur.',
    'Tenir un répertoire partagé des signaux de la personne (sons, gestes, mimiques) et de leur sens probable.',
    'Proposer des choix simples avec des objets, des photos ou des pictogrammes.',
    'Demander l’avis d’un ou une orthophoniste sur un outil de communication alternative adapté.',
  ],
  automutilation: [
    'Protéger la personne sans la punir et faire examiner les blessures.',
    'Rechercher avec le médecin une cause douloureuse (dents, oreilles, digestion, maux de tête) : l’automutilation peut exprimer une douleur.',
    'Observer quand le comportement survient, ce qui le précède et ce qui le suit (grille ABC) pour comprendre sa fonction.',
    'Offrir un moyen de communiquer le même besoin (pause, aide, arrêt) et y répondre rapidement.',
    'Élaborer un plan de soutien avec l’équipe, la famille et un professionnel formé aux comportements-défis.',
  ],
  fin_de_vie: [
    'Prioriser le confort (position, soins de bouche, douleur, respiration) avec le médecin et l’équipe de soins palliatifs.',
    'Continuer à parler à la personne et à la toucher doucement, même si elle ne répond plus.',
    'Recueillir et respecter ses souhaits et ceux de ses proches (présence, rituels, musique, directives anticipées).',
    'Accompagner aussi les proches et l’équipe : temps d’échange, soutien après le décès.',
  ],
  epuisement_aidant: [
    'Reconnaître les signes d’épuisement (fatigue persistante, irritabilité, troubles du sommeil, isolement) et en parler.',
    'Demander du relais : collègues, équipe, accueil de jour, séjour de répit, associations de proches aidants.',
    'Partager les situations difficiles en équipe ou en supervision plutôt que de les porter seul.',
    'En parler à son médecin ; en cas de détresse, appeler La Main Tendue (143), ou le 144 en cas d’urgence.',
    'Préserver des temps de récupération, même courts, sans culpabilité.',
  ],
  conflit_famille: [
    'Proposer un entretien avec la famille dans un lieu calme, avec un ou une collègue ou le responsable.',
    'Écouter les inquiétudes et les attentes avant d’expliquer les choix de l’équipe.',
    'Prendre les souhaits et l’intérêt de la personne accompagnée comme repère commun.',
    'Noter ce qui a été convenu et qui, dans l’équipe, est l’interlocuteur de la famille.',
    'Faire appel à un médiateur ou au psychologue si les tensions persistent.',
  ],
  deuil: [
    'Parler du décès avec des mots simples et vrais, adaptés à l’âge et à la compréhension de la personne.',
    'Laisser la place aux émotions (tristesse, colère, silence) sans chercher à les faire taire.',
    'Maintenir les routines et les repères, qui rassurent pendant cette période.',
    'Proposer des rituels (photo, souvenir, visite, cérémonie) si la personne le souhaite.',
    'Si le chagrin est très intense ou se prolonge, en parler au médecin ou à un psychologue.',
  ],
  cris: [
    'Chercher d’abord un inconfort : douleur, faim, soif, froid, envie d’aller aux toilettes, position inconfortable.',
    'Noter quand les cris surviennent, ce qui les précède et ce qui les apaise.',
    'Vérifier les lunettes, les appareils auditifs et le niveau de bruit ambiant.',
    'Répondre par une présence calme et proposer un autre moyen d’appeler ou de s’exprimer.',
    'Passer aussi du temps avec la personne lorsqu’elle est calme, pas seulement quand elle crie.',
  ],
};

/** Tips for any situation, used when the case's themes give fewer than the reply needs. */
export const generalAdvice: string[] = [
  'Noter pendant une à deux semaines quand la situation se produit, ce qui la précède et ce qui aide.',
  'Partager vos observations avec l’équipe et la famille pour adopter des réponses cohérentes.',
  'Vérifier avec le médecin qu’une cause physique (douleur, infection, fatigue, traitement) n’explique pas le changement.',
  'Partir de l’histoire, des goûts et des habitudes de la personne pour choisir les pistes à essayer.',
  'Prendre soin de vous aussi : demander du relais et parler des situations difficiles en équipe.',
];
