import { Link } from 'react-router';

/** SPEC §2: three questions on cancelling, the promo code and data protection. */
export function SubscriptionFaq({ price }: { price: string }) {
  return (
    <section aria-labelledby="subscription-faq-title" className="grid gap-4">
      <h2 id="subscription-faq-title" className="text-2xl font-semibold tracking-tight">
        Questions fréquentes
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <article className="rounded-xl border bg-card p-5">
          <h3 className="font-semibold">Puis-je annuler à tout moment ?</h3>
          <p className="mt-2 text-sm text-pretty text-muted-foreground">
            Oui, sans engagement, depuis cette page. Votre abonnement n'est alors plus renouvelé : vous gardez
            l'accès Premium jusqu'à la fin de la période déjà payée, sans autre prélèvement.
          </p>
        </article>
        <article className="rounded-xl border bg-card p-5">
          <h3 className="font-semibold">Comment fonctionne le code promo ?</h3>
          <p className="mt-2 text-sm text-pretty text-muted-foreground">
            Saisissez votre code dans le champ « Code promo » puis cliquez sur « Vérifier ». La réduction
            s'applique à votre premier mois (LAUNCH20 : {'20\u00a0%'} de réduction), puis l'abonnement se
            renouvelle au prix normal de {price}. Tous nos prix sont indiqués TVA incluse.
          </p>
        </article>
        <article className="rounded-xl border bg-card p-5">
          <h3 className="font-semibold">Mes données sont-elles protégées ?</h3>
          <p className="mt-2 text-sm text-pretty text-muted-foreground">
            Oui. Les noms, numéros et adresses de vos messages sont masqués avant d'être enregistrés ou
            transmis. Le paiement est traité par Stripe : vos données de carte bancaire ne sont jamais
            stockées par Sophia. En savoir plus dans notre{' '}
            <Link to="/confidentialite" className="font-medium text-primary underline underline-offset-4">
              politique de confidentialité
            </Link>
            .
          </p>
        </article>
      </div>
    </section>
  );
}
