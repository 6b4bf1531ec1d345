import { TriangleAlert } from 'lucide-react';

import { Card, CardContent } from '@/components/ui/card';
import { ContactForm } from '@/features/contact/components/contact-form';

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contactez-nous</h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">
          Une question sur Sophia, une suggestion, une idée de ressource ou un projet de partenariat ?
          Écrivez-nous : notre équipe lit chaque message et vous répond personnellement.
        </p>
      </div>

      <Card className="mt-10">
        <CardContent>
          <ContactForm />
        </CardContent>
      </Card>

      <p className="mt-6 flex items-start gap-2 text-sm text-muted-foreground">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>
          Ce formulaire n'est pas destiné aux urgences. En cas de danger, appelez le 144 (urgences
          sanitaires), le 117 (police) ou le 112.
        </span>
      </p>
    </div>
  );
}
