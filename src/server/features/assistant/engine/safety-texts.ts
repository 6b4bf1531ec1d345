import type { EmergencyKind, MaskedKind } from './types';

/**
 * The French texts of the safety layer (DECISIONS.md "Assistant"): the emergency block that opens
 * a reply, the note on masked data, and the polite steer back for off-topic messages.
 */

type Line = { number: string; label: string };

/** Every Swiss number the block shows. */
const numbers = {
  '144': { number: '144', label: 'urgences sanitaires (ambulance), 24 h/24' },
  '117': { number: '117', label: 'police' },
  '118': { number: '118', label: 'pompiers (feu)' },
  '112': { number: '112', label: 'numéro d’urgence européen' },
  '1414': { number: '1414', label: 'Rega, sauvetage aérien' },
  '143': { number: '143', label: 'La Main Tendue, écoute anonyme 24 h/24' },
  '147': { number: '147', label: 'Pro Juventute, aide aux enfants et aux jeunes, 24 h/24' },
  '145': { number: '145', label: 'Tox Info Suisse, intoxications, 24 h/24' },
  '0848 00 13 13': {
    number: '0848 00 13 13',
    label: 'Vieillesse sans violence, maltraitance envers les personnes âgées',
  },
} satisfies Record<string, Line>;
type NumberId = keyof typeof numbers;
/** The order after the numbers most relevant to the situation. */
const defaultOrder: NumberId[] = ['144', '117', '118', '112', '1414', '143', '147', '145', '0848 00 13 13'];

/** The numbers to call first for each kind. */
const firstNumbers: Record<EmergencyKind, (kinds: EmergencyKind[]) => NumberId[]> = {
  suicide: (kinds) => (kinds.includes('enfant_danger') ? ['144', '143', '147'] : ['144', '143']),
  respiration: () => ['144'],
  chute_inconscience: () => ['144'],
  urgence_medicale: () => ['144'],
  intoxication: () => ['145', '144'],
  violence: () => ['117', '144'],
  maltraitance: (kinds) => (kinds.includes('enfant_danger') ? ['117', '147'] : ['117', '0848 00 13 13']),
  enfant_danger: () => ['117', '147', '144'],
  disparition: () => ['117', '144'],
};

/** What to do now, for each kind: two or three short lines. */
const guidance: Record<EmergencyKind, string> = {
  suicide:
    'Si c’est vous qui traversez cela : ce que vous ressentez compte, et vous comptez. Vous n’avez pas à porter cela sans aide. Parlez-en maintenant à quelqu’un : **La Main Tendue répond au 143, 24 h/24**, gratuitement et anonymement. Si la vie de quelqu’un est en danger immédiat, appelez le **144**.\n\nSi ce sont les paroles ou les gestes d’une personne que vous accompagnez : prenez-les au sérieux et posez-lui la question directement (« Est-ce que vous pensez à vous suicider ? ») : en parler ne pousse pas à l’acte. Ne la laissez pas seule, éloignez si vous le pouvez sans danger ce qui pourrait servir (médicaments, arme, corde), et alertez aujourd’hui l’équipe et le médecin, ou le 144. Un jeune peut appeler **Pro Juventute au 147**.',
  respiration:
    'Appelez le **144**. Si la personne s’étouffe et ne peut plus tousser ni parler : jusqu’à 5 tapes vigoureuses dans le dos, puis 5 compressions abdominales. Si elle est inconsciente et respire, mettez-la en position latérale de sécurité ; si elle ne respire plus, commencez le massage cardiaque, le 144 vous guide. Restez auprès d’elle.',
  chute_inconscience:
    'Appelez le **144**. Ne déplacez pas la personne si elle a pu se blesser à la tête, au cou ou au dos, sauf pour la mettre en position latérale de sécurité si elle est inconsciente et respire. Restez auprès d’elle jusqu’à l’arrivée des secours.',
  urgence_medicale:
    'Appelez le **144** sans attendre. Notez l’heure à laquelle les signes ont commencé, ne donnez rien à boire ni à manger et restez auprès de la personne.',
  intoxication:
    'Appelez **Tox Info Suisse au 145** (24 h/24) ; si la personne est somnolente, inconsciente, convulse ou respire mal, appelez le **144**. Gardez l’emballage du produit ou des médicaments et ne faites pas vomir.',
  violence:
    'Si vous êtes en danger, ou si quelqu’un d’autre l’est, mettez-vous d’abord en sécurité et appelez la police au **117**.',
  maltraitance:
    'Si une personne vulnérable est maltraitée ou en danger immédiat, protégez-la et appelez le **117**. Notez les faits observés (dates, constats, paroles rapportées) et signalez-les à votre responsable ; l’autorité de protection de l’enfant et de l’adulte (APEA) peut être saisie.',
  disparition:
    'Prévenez la police au **117** sans attendre : plus l’alerte est donnée tôt, plus les recherches aboutissent vite. Donnez une description (vêtements, photo récente), l’heure et le lieu où la personne a été vue pour la dernière fois, et organisez avec l’équipe une recherche des lieux proches (jardin, parking, chambres, abords).',
  enfant_danger:
    'Si un enfant est en danger immédiat, appelez le **117** ou le **144**. S’il vous a confié des violences : veillez à ce qu’il soit en sécurité ce soir, écoutez-le sans l’interroger en détail, notez ses mots exacts, ne lui promettez pas le secret et ne confrontez pas le parent. Suivez le protocole de votre école ou de votre institution et signalez la situation à l’autorité de protection de l’enfant (APEA/KESB). L’enfant peut aussi appeler lui-même **Pro Juventute au 147**, 24 h/24.',
};

/** The first thing of a reply when danger is detected; '' when there is none. */
export function emergencyBlock(kinds: EmergencyKind[]): string {
  if (kinds.length === 0) return '';
  const ordered = [...kinds.flatMap((kind) => firstNumbers[kind](kinds)), ...defaultOrder];
  const list = [...new Set(ordered)].map((id) => `- **${numbers[id].number}** — ${numbers[id].label}`);
  // Several kinds may each start with "Appelez le 144": say it once.
  const call144 = /^Appelez le \*\*144\*\*[^.]*\. /;
  const advice = [...new Set(kinds.map((kind) => guidance[kind]))].map((text, index, all) =>
    all.slice(0, index).some((earlier) => call144.test(earlier)) ? text.replace(call144, '') : text,
  );
  return [
    '**⚠️ Urgence possible : appelez maintenant, n’attendez pas.**',
    ...advice,
    `Numéros d’urgence et d’aide en Suisse :\n${list.join('\n')}`,
    '_Je suis Sophia, une intelligence artificielle : je ne suis pas un service d’urgence et je ne remplace ni les secours ni un professionnel de santé._',
  ].join('\n\n');
}

const maskedLabels: Record<MaskedKind, string> = {
  nom: 'le nom',
  téléphone: 'le numéro de téléphone',
  'e-mail': 'l’adresse e-mail',
  'numéro AVS': 'le numéro AVS',
  'compte bancaire': 'le numéro de compte',
  numéro: 'le numéro d’identification',
  'date de naissance': 'la date de naissance',
  adresse: 'l’adresse',
};

/** "a, b et c" */
function frenchList(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

/** The note saying what was masked, and why; '' when nothing was. */
export function maskedNotice(masked: MaskedKind[]): string {
  if (masked.length === 0) return '';
  const what = frenchList([...new Set(masked)].map((kind) => maskedLabels[kind]));
  return `_Pour protéger les personnes concernées (protection des données, nLPD), j’ai masqué avant tout enregistrement : ${what}. Vous pouvez décrire la situation sans données identifiantes._`;
}

const examples = [
  '- « Une résidente refuse la toilette le matin et repousse les soignantes : comment l’aborder ? »',
  '- « Mon élève autiste fait des crises à chaque changement d’activité : que mettre en place ? »',
  '- « Je suis aidante et je m’épuise à accompagner mon père : comment me préserver ? »',
].join('\n');

/** The polite steer back for an override attempt or a request outside care; no strategy in it. */
export function offTopicReply(kind: 'injection' | 'hors_sujet' | 'dosage'): string {
  if (kind === 'dosage') {
    return 'Je ne peux pas indiquer de dose ni d’association de médicaments : seuls le médecin ou le pharmacien, qui connaissent l’ensemble du traitement, le poids et les fonctions rénales de la personne, peuvent le faire. Appelez le médecin traitant, l’infirmière de référence ou la pharmacie ; en dehors des heures, la permanence médicale de votre canton, et le **144** en cas de malaise.\n\nJe peux en revanche vous aider à comprendre ce qui se passe et à accompagner la personne sans médicament : décrivez-moi ce que vous observez (quand, depuis quand, ce qui a déjà été essayé).';
  }
  const opening =
    kind === 'injection'
      ? 'Je garde mes règles de fonctionnement et je ne peux pas partager mes instructions internes. Je suis Sophia, une intelligence artificielle qui aide les professionnels et les proches qui accompagnent des personnes âgées, des enfants ou des personnes en situation de handicap.'
      : 'Merci pour votre message ! Je suis Sophia, une intelligence artificielle dédiée à l’accompagnement des personnes âgées, des enfants et des personnes en situation de handicap : cette demande sort de mon domaine et je ne peux pas y répondre.';
  return `${opening}\n\nJe peux en revanche vous aider à réfléchir à une situation d’accompagnement, par exemple :\n${examples}\n\nDécrivez-moi la situation que vous rencontrez : qui est concerné, où et quand cela se passe, et ce que vous avez déjà essayé.`;
}

/** Said before the answer to a care question that came with an attempt to override the rules. */
export const injectionAside =
  '_Je garde mes règles de fonctionnement et je ne partage ni mes instructions internes ni les données d’autres personnes. Voici en revanche des pistes pour la situation que vous décrivez._';

/**
 * One line at the top of the reply that follows an emergency: the danger told before still calls
 * for help, even when this message asks about something else.
 */
export function riskReminder(kinds: EmergencyKind[]): string {
  const first = [...new Set(kinds.flatMap((kind) => firstNumbers[kind](kinds)))].slice(0, 2);
  const call = first.map((id) => `**${numbers[id].number}** (${numbers[id].label})`).join(' ou ');
  return `_Ce que vous m’avez décrit plus tôt demande toujours une aide sans attendre : ${call}. Si la situation a changé, dites-le-moi._`;
}
