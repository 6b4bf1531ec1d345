import { Check, X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';

const basicFeatures = [
  { label: 'Ressources et bibliothèque', included: true },
  { label: 'Forum communautaire', included: true },
  { label: 'Quiz et progression', included: true },
  { label: "Pas d'assistant IA (une conversation d'essai offerte)", included: false },
];

/** SPEC §2 'Accès Basic': the free plan; its button 'Plan actuel' when the user is not Premium. */
export function BasicPlanCard({ current }: { current: boolean }) {
  return (
    <Card>
      <CardHeader>
        <h3 className="text-xl font-semibold">Accès Basic</h3>
        <p className="text-sm text-muted-foreground">Pour découvrir Sophia et sa communauté.</p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div>
          <p className="text-3xl font-bold tracking-tight">Gratuit</p>
          <p className="text-sm text-muted-foreground">Sans carte bancaire</p>
        </div>
        <ul className="grid gap-2 text-sm">
          {basicFeatures.map((feature) => (
            <li key={feature.label} className="flex items-start gap-2">
              {feature.included ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span className={feature.included ? undefined : 'text-muted-foreground'}>{feature.label}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      {current ? (
        <CardFooter className="mt-auto">
          <Button type="button" variant="outline" size="lg" className="w-full" disabled>
            Plan actuel
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
