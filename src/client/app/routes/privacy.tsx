import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { usePublicConfig } from '@/features/privacy/api/get-public-config';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-3 grid gap-3 text-pretty leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

/** Who receives the assistant's text: said from the server's own configuration (DECISIONS.md "Assistant"). */
function AssistantRecipient() {
  const config = usePublicConfig();
  if (config.isPending) return <p role="status">Chargement de la configuration…</p>;
  if (config.data?.llmProvider) {
    return (
      <p>
        Pour vous répondre, l'assistante peut faire appel à un modèle de langage externe : le texte de votre
        message, <strong>déjà masqué</strong>, est alors envoyé à <strong>{config.data.llmProvider}</strong>.
        Si ce service ne répond pas, notre moteur embarqué répond à sa place, sans rien envoyer à l'extérieur.
      </p>
    );
  }
  return (
    <p>
      L'assistante répond avec son moteur embarqué, sur nos propres serveurs : aucun service externe ne reçoit
      ce que vous écrivez.
    </p>
  );
}

/** /confidentialite: the privacy notice (nLPD / GDPR) — DECISIONS.md "Privacy" and "Assistant". */
export default function PrivacyPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ShieldCheck aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Confidentialité</h1>
      <p className="mt-4 text-pretty text-lg text-muted-foreground">
        Vous nous parlez de personnes vulnérables : nous conservons le moins possible, le moins longtemps
        possible, et vous gardez la main sur vos données (loi fédérale sur la protection des données, nLPD, et
        RGPD).
      </p>

      <Section title="Ce que vous écrivez à l'assistante">
        <p>
          Avant tout enregistrement et tout envoi, Sophia masque les données identifiantes : noms après une
          civilité, numéros de téléphone, adresses e-mail, numéros AVS, dates de naissance et adresses. Elle
          vous indique ce qu'elle a masqué. Seul le texte masqué est conservé.
        </p>
        <AssistantRecipient />
        <p>Vos messages ne servent jamais à entraîner un modèle d'intelligence artificielle.</p>
      </Section>

      <Section title="Combien de temps">
        <p>
          Les conversations sont conservées 12 mois, puis effacées automatiquement ; vous pouvez en supprimer
          une à tout moment depuis votre profil. Votre compte reste actif jusqu'à ce que vous le supprimiez.
        </p>
      </Section>

      <Section title="Le forum">
        <p>
          Vos sujets et commentaires sont relus par un modérateur avant publication. Vous y apparaissez comme
          « Utilisateur #numéro », sauf si vous choisissez d'afficher votre nom d'utilisateur. Si vous
          supprimez votre compte, vos messages publiés restent, signés « Utilisateur supprimé ».
        </p>
      </Section>

      <Section title="Cookies">
        <p>
          <strong>sophia_sid</strong> garde votre session ouverte après la connexion ; c'est le seul cookie.
          Pour compter une seule vue par jour quand un visiteur non connecté ouvre un sujet du forum, nous
          gardons une empreinte chiffrée de son adresse réseau, différente chaque jour et effacée après deux
          jours. Aucun cookie publicitaire ni de mesure d'audience.
        </p>
      </Section>

      <Section title="Vos droits">
        <p>
          Depuis{' '}
          <Link to="/profile" className="font-medium text-primary underline-offset-4 hover:underline">
            votre profil
          </Link>
          , vous pouvez télécharger toutes vos données (profil, conversations, messages du forum) au format
          JSON et supprimer votre compte : vos sessions sont alors fermées et vos conversations effacées. Pour
          toute autre demande,{' '}
          <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
            écrivez-nous
          </Link>
          .
        </p>
        <p>
          Les mots de passe sont enregistrés sous forme chiffrée (argon2id) ; les sessions sont conservées sur
          nos serveurs.
        </p>
      </Section>
    </div>
  );
}
