import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useChat } from '@/features/assistant/chat-context';

import { PracticalResults, TheoreticalResults } from './approach-results';
import { ResourceResults } from './resource-results';

/** SPEC §2: the three tabs under the chat, shown once any result exists. */
export function ResultPanel() {
  const { recommendations, approaches, theoretical_approaches, practical_approaches, practicalAdvice } =
    useChat();
  const hasResults =
    recommendations.length > 0 ||
    approaches.length > 0 ||
    practical_approaches.length > 0 ||
    practicalAdvice.length > 0;
  if (!hasResults) return null;
  // `approaches` is what the fallback reading fills (SPEC §4): the tab shows it when the server
  // sent no theoretical list of its own.
  const theoretical = theoretical_approaches.length > 0 ? theoretical_approaches : approaches;

  return (
    <section aria-labelledby="assistant-results-title" className="mt-8">
      <h2 id="assistant-results-title" className="text-xl font-semibold">
        Pistes pour votre situation
      </h2>
      <Tabs defaultValue="resources" className="mt-4 gap-4">
        <TabsList className="grid h-10 w-full grid-cols-3 sm:w-fit">
          <TabsTrigger value="resources" className="px-4">
            Ressources
          </TabsTrigger>
          <TabsTrigger value="theoretical" className="px-4">
            Théoriques
          </TabsTrigger>
          <TabsTrigger value="practical" className="px-4">
            Pratiques
          </TabsTrigger>
        </TabsList>
        <TabsContent value="resources">
          <ResourceResults resources={recommendations} />
        </TabsContent>
        <TabsContent value="theoretical">
          <TheoreticalResults approaches={theoretical} />
        </TabsContent>
        <TabsContent value="practical">
          <PracticalResults approaches={practical_approaches} advice={practicalAdvice} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
