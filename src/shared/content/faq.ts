/**
 * The ten questions of the FAQ page (SPEC §2 "FAQ", DECISIONS.md "Privacy" and "Assistant").
 * Isomorphic: the client renders them in an accordion and the server builds the FAQPage JSON-LD
 * from the same list, so answers are plain text (no HTML, no React).
 */
export type FaqItem = { id: string; question: string; answer: string };

export const faqItems: FaqItem[] = [
  {
    id: 'fonctionnement',
    question: 'Comment fonctionne Sophia ?',
    answer:
      'Vous décrivez une situation d’accompagnement qui vous pose question, sans données identifiantes. Sophia, une assistante d’intelligence artificielle, analyse votre description, vous pose des questions de suivi pour affiner sa compréhension, puis propose des stratégies personnalisées et des ressources de notre bibliothèque. Une première conversation est offerte ; l’abonnement Premium (15 CHF/mois, TVA incluse) permet ensuite d’en ouvrir de nouvelles.',
  },
  {
    id: 'approches',
    question: 'Sur quelles approches scientifiques Sophia s’appuie-t-elle ?',
    answer:
      'Sophia s’appuie sur des approches reconnues dans l’accompagnement : Montessori adaptée, Humanitude (Gineste-Marescotti), Validation de Naomi Feil, soutien au comportement positif et soins centrés sur la personne, ainsi que Snoezelen, TEACCH ou la communication alternative et améliorée. Pour chaque situation, elle indique les approches mobilisées et leurs principes, afin que vous puissiez en vérifier les fondements. Notre page « Approches scientifiques » présente les principes, l’application et les bénéfices de chacune.',
  },
  {
    id: 'professionnels',
    question: 'Sophia remplace-t-elle l’avis d’un professionnel ?',
    answer:
      'Non. Sophia est une intelligence artificielle, pas une personne : elle vous aide à réfléchir et à trouver des pistes, mais elle ne pose aucun diagnostic et ne remplace ni un avis médical ou psychologique, ni l’équipe soignante ou éducative. Les décisions de soin, de traitement ou de prise en charge restent celles des professionnels qui connaissent la personne, en lien avec elle et ses proches.',
  },
  {
    id: 'donnees',
    question: 'Comment mes données sont-elles protégées ?',
    answer:
      'Sophia respecte la loi suisse sur la protection des données (nLPD) et le RGPD. Avant toute analyse, les données identifiantes (noms, numéros de téléphone, adresses e-mail, numéros AVS, dates de naissance, adresses postales) sont masquées, puis vos échanges sont conservés sur un serveur exploité par la plateforme elle-même ; si un service d’IA externe est utilisé, il ne reçoit que le texte masqué. Vos conversations sont gardées 12 mois, sauf si vous les supprimez avant, et ne servent jamais à entraîner un modèle d’IA. Depuis votre profil, vous pouvez à tout moment télécharger vos données ou supprimer votre compte.',
  },
  {
    id: 'ressources',
    question: 'Comment les ressources de la bibliothèque sont-elles choisies ?',
    answer:
      'Les ressources (ouvrages, articles, formations, vidéos, outils) sont sélectionnées et mises à jour par notre équipe pour leur sérieux scientifique et leur utilité concrète sur le terrain. Chacune est classée par public (personnes âgées, enfants, handicap, proches aidants) et par approche. Lorsque Sophia recommande une ressource, elle la puise d’abord dans cette bibliothèque ; une suggestion externe est signalée par la mention « Personnalisé ».',
  },
  {
    id: 'urgences',
    question: 'Puis-je utiliser Sophia en cas d’urgence ?',
    answer:
      'Non, Sophia n’est pas un service d’urgence et ne peut pas alerter les secours. En cas d’urgence, appelez immédiatement le 144 (urgences sanitaires), le 117 (police), le 118 (feu), le 112 (numéro d’urgence européen) ou le 1414 (Rega, sauvetage aérien). Pour parler à quelqu’un, La Main Tendue répond au 143 et Pro Juventute au 147 pour les enfants et les jeunes ; en cas d’intoxication, Tox Info Suisse répond au 145.',
  },
  {
    id: 'langue',
    question: 'Sophia est-elle disponible dans d’autres langues ?',
    answer:
      'Pour l’instant, Sophia et toute la plateforme fonctionnent uniquement en français. Les réponses, les ressources et le forum sont pensés pour les professionnels et les familles francophones. D’autres langues pourront être envisagées plus tard, selon les besoins exprimés par nos utilisateurs.',
  },
  {
    id: 'retours',
    question: 'Comment donner mon avis ou signaler un problème ?',
    answer:
      'Vos retours nous aident à améliorer Sophia. Écrivez-nous par le formulaire de la page Contact, en précisant votre profession et le sujet de votre message : suggestion, problème technique, ressource à proposer ou partenariat. Notre équipe lit chaque message avec attention.',
  },
  {
    id: 'mobile',
    question: 'Existe-t-il une version mobile ?',
    answer:
      'Oui : le site s’adapte aux téléphones et aux tablettes, sans rien installer. Vous retrouvez l’assistante, la bibliothèque et le forum où que vous soyez, par exemple entre deux interventions. Une application mobile dédiée est en préparation.',
  },
  {
    id: 'formation',
    question: 'Proposez-vous des formations ou une certification ?',
    answer:
      'Pas encore : aujourd’hui, Sophia propose l’assistante, une bibliothèque de ressources et le quiz Pro Care pour tester vos connaissances. Des formations, voire une certification, pourront être proposées à l’avenir. Abonnez-vous à notre newsletter pour être informé dès leur lancement.',
  },
];
