import { faqItems } from '@shared/content/faq';
import { Bot, Mail } from 'lucide-react';
import { Link } from 'react-router';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';

export default function FaqPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Questions fréquentes</h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">
          Fonctionnement de l’assistante, approches scientifiques, protection des données, urgences : voici
          les réponses aux questions que l’on nous pose le plus souvent.
        </p>
      </div>

      <section aria-labelledby="faq-list-title" className="mt-10">
        <h2 id="faq-list-title" className="sr-only">
          Liste des questions
        </h2>
        <Accordion type="single" collapsible className="rounded-xl border bg-card px-4 shadow-sm sm:px-6">
          {faqItems.map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
              <AccordionContent>
                <p className="text-pretty text-base text-muted-foreground">{item.answer}</p>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>

      <section
        aria-labelledby="faq-more-title"
        className="mt-12 rounded-2xl bg-accent p-6 text-center sm:p-10"
      >
        <h2
          id="faq-more-title"
          className="text-xl font-bold tracking-tight text-accent-foreground sm:text-2xl"
        >
          Vous n’avez pas trouvé votre réponse ?
        </h2>
        <p className="mt-3 text-pretty">
          Notre équipe vous répond volontiers. Vous pouvez aussi décrire votre situation directement à Sophia.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">
              <Mail aria-hidden="true" />
              Contactez-nous
            </Link>
          </Button>
          <Button asChild size="lg">
            <Link to="/assistant">
              <Bot aria-hidden="true" />
              Essayer notre assistant IA
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
