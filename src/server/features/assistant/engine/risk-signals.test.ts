import { describe, expect, it } from 'vitest';
import { assessSafety } from './safety';

/** Dangers told calmly, in the words people use, inside an ordinary question (docs/decisions/016). */
describe('danger read from signals', () => {
  it.each([
    // Suicide: two kinds of signal (means + time, burden + farewell, intent + means…), or an act.
    [
      'Depuis la mort de sa femme il garde ses somnifères dans une boîte et dit que dimanche ce sera fini. Comment l’occuper le week-end ?',
      'suicide',
    ],
    [
      'Elle répète qu’elle coûte trop cher à ses enfants et elle a donné ses bijoux à sa petite-fille. Quelles activités lui proposer ?',
      'suicide',
    ],
    [
      'Mon fils a cherché combien de comprimés il faut pour mourir. Comment l’aider pour ses devoirs ?',
      'suicide',
    ],
    [
      'Le garage était fermé et le moteur de sa voiture tournait, il était assis dedans. Comment lui parler de la conduite ?',
      'suicide',
    ],
    [
      'Je me sens de trop chez moi et j’y pense tous les soirs. Sinon, une question sur une résidente qui crie.',
      'suicide',
    ],
    // A child disclosing.
    [
      'Une élève m’a dit que son beau-père lui éteint sa cigarette sur le bras. Comment gérer la classe ?',
      'enfant_danger',
    ],
    [
      'Il a écrit sur sa tablette « papa », « ceinture », « mal ». Comment enrichir son vocabulaire ?',
      'enfant_danger',
    ],
    // An old person harmed by a relative or a carer.
    [
      'Elle m’a dit que son fils la frappe quand elle se perd dans l’appartement. Quelles activités ?',
      'maltraitance',
    ],
    [
      'Son neveu a retiré 12 000 francs de son compte et la menace de l’asile si elle en parle.',
      'maltraitance',
    ],
    // Violence under way, a weapon next to a threat.
    ['Un résident tient un morceau de verre et poursuit une résidente dans le couloir.', 'violence'],
    ['Il a chargé son fusil et dit qu’il va régler le problème du voisin.', 'violence'],
    // Typed without apostrophes or accents, like a text message.
    ['ma voisine pleure elle dit quil lui prend tout et quil lenferme a cle quand il sort', 'maltraitance'],
    ['il a donne sa console a son cousin et il a poste adieu sur insta', 'suicide'],
    // Acute medical signs in plain words.
    ['Depuis vingt minutes elle parle bizarrement et sa bouche tombe d’un côté.', 'urgence_medicale'],
    [
      'Sa crise dure depuis sept minutes, ça ne s’arrête pas et ses lèvres deviennent grises.',
      'urgence_medicale',
    ],
    // Later additions, each a paraphrase the first lexicon missed.
    [
      'Il a cherché combien de doliprane pour ne pas se réveiller, et il a dit à sa sœur qu’elle pourrait prendre sa chambre.',
      'suicide',
    ],
    [
      'Des fois je me dis qu’il suffirait de tout prendre, lui et moi, et qu’on serait enfin tranquilles.',
      'suicide',
    ],
    ['Il a écrit qu’il a assez été un poids et il a transféré sa collection à son cousin.', 'suicide'],
    [
      'Elle garde des comprimés enveloppés dans un mouchoir sous le matelas, « c’est pour quand je déciderai ».',
      'suicide',
    ],
    ['Il va partir rejoindre maman dimanche, il a demandé combien d’étages il faut.', 'suicide'],
    ['Là il lui cogne la tête contre le radiateur, ça saigne, je suis seule de nuit.', 'violence'],
    ['Une collègue lui pince le nez pour qu’elle avale et lui a donné une gifle.', 'maltraitance'],
    [
      'Avec son classeur elle a montré « chauffeur », « toucher », puis elle a pointé sa poitrine.',
      'maltraitance',
    ],
    ['Hier soir je me suis retrouvé à le secouer, mon garçon de 6 ans, je ne tiens plus.', 'enfant_danger'],
    ['Il a mis les cartouches dans sa veste et m’a dit de bien m’occuper de maman.', 'suicide'],
    ['On devrait partir tous les deux, comme ça on embête plus personne.', 'suicide'],
    [
      'Une heure sur le pont sur l’autoroute à regarder en bas ; la prochaine fois je ne sais pas si je rentrerai.',
      'suicide',
    ],
    ['J’ai tout rangé dans mon bureau, ma lettre pour ma femme est dans le classeur.', 'suicide'],
    ['Elle se tient la poitrine, elle est toute grise et en sueur.', 'urgence_medicale'],
    ['Il manque une pile ronde de la télécommande, depuis il bave et il tousse.', 'urgence_medicale'],
    ['Diabétique sous insuline, il transpire, il tremble et il est confus depuis 16h.', 'urgence_medicale'],
    ['Il était attaché à la chaise de la cuisine avec des foulards.', 'maltraitance'],
    ['Il est 19h15, personne est venu la chercher à la crèche, la maman ne répond pas.', 'enfant_danger'],
    [
      'Il a vidé son atelier, il a hâte de rejoindre sa femme ; une enveloppe pour moi est sur la table.',
      'suicide',
    ],
    [
      'J’ai acheté une corde, elle est au garage ; il sera mieux dans une institution qu’avec moi.',
      'suicide',
    ],
    [
      'Je vous écris de la salle de bain, on est enfermés, il casse tout et il a frappé mon fils.',
      'violence',
    ],
    [
      'Elle a dit à sa poupée « toi tu vas dans le placard dans le noir », puis m’a dit que maman fait ça.',
      'enfant_danger',
    ],
    ['Il a 40 de fièvre, il ne veut plus bouger la tête et la lumière le gêne.', 'urgence_medicale'],
  ])('alarms on: %s', (text, kind) => {
    expect(assessSafety(text).emergency).toContain(kind);
  });

  it.each([
    // Exasperation, figures of speech, fiction, negation, a past said to be over.
    'Je vais l’étrangler ce gamin, il refuse ses chaussures tous les matins.',
    'Mon mari va me faire une crise cardiaque, il veut encore monter sur l’échelle.',
    'Au club de lecture, le roman du mois parle du suicide d’un personnage. Comment animer la séance ?',
    'Le psychiatre ne note aucune idée suicidaire, il a des projets. Quelles activités proposer ?',
    'L’an dernier il a été hospitalisé pour des idées suicidaires ; très bonne évolution, il n’a plus d’idées noires.',
    'Mon fils de 5 ans hurle et tape quand on éteint les écrans.',
    'Elle prend ses médicaments écrasés dans de la compote.',
    'Ses enfants ont vendu sa maison il y a deux ans, elle veut rentrer chez elle le soir.',
    'Je vais finir par l’étrangler ce gamin, il se relève quinze fois le soir.',
    'Il a reçu un pistolet à eau et il « tire » sur les éducateurs en riant.',
    'Sa fille est persuadée qu’on la maltraite à cause des bleus du Sintrom.',
    'Elle dit que les infirmières lui volent ses bijoux, on a retrouvé sa bague dans sa chaussette.',
    'Je prépare une présentation pour l’école sur le risque suicidaire chez la personne âgée.',
    'Sa fille exige qu’on l’attache au fauteuil avec une ceinture ventrale.',
    'Il répète depuis un an qu’il aimerait mourir ; il en a parlé avec son médecin, directives anticipées, soins palliatifs.',
    'Je l’ai secoué doucement pour le réveiller, il dormait dans le fauteuil.',
    'Mon fils de 4 ans me tape quand je lui dis non pour les écrans.',
    'Elle crie dans le couloir « au secours, on veut me tuer » tous les soirs vers 17h.',
    'Elle raconte à tout le monde que je lui vole son argent.',
    'Il n’a plus fait de fausse route depuis qu’il mange mixé.',
    'Je prépare un dossier sur le repérage de la maltraitance chez les tout-petits.',
    'Il répète « si vous me prenez mon chien, je saute par la fenêtre », comme toujours.',
    'Il me donne des coups quand je fais sa toilette le matin.',
    'Quand il pleure fort de colère, il arrête de respirer et devient tout bleu quelques secondes.',
    'Mon père de 83 ans répète qu’on n’a pas le droit de l’enfermer depuis qu’il n’a plus son permis.',
  ])('does not alarm on: %s', (text) => {
    expect(assessSafety(text).emergency).toEqual([]);
  });
});
