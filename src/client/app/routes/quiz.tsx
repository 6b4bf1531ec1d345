import { PageLoader } from '@/components/layout/page-loader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/use-auth';
import { QuizBanner } from '@/features/quiz/components/quiz-banner';
import { QuizCatalogGrid } from '@/features/quiz/components/quiz-catalog-grid';
import { QuizHistory } from '@/features/quiz/components/quiz-history';
import { QuizQuestionView } from '@/features/quiz/components/quiz-question-view';
import { QuizResults } from '@/features/quiz/components/quiz-results';
import { type QuizPageTab, useQuizGame } from '@/features/quiz/use-quiz-game';

const isTab = (value: string): value is QuizPageTab =>
  value === 'disponibles' || value === 'en-cours' || value === 'historique';

function QuizGame({ userId }: { userId: number }) {
  const game = useQuizGame(userId);
  const { session } = game;

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Quiz Pro Care</h1>
        <p className="mt-3 max-w-2xl text-pretty text-muted-foreground">
          Testez vos connaissances sur les approches Montessori, Humanitude et Validation, et gagnez des
          points pour votre progression.
        </p>
      </div>

      <QuizBanner message={game.banner} />

      <Tabs value={game.tab} onValueChange={(value) => isTab(value) && game.setTab(value)} className="gap-6">
        <TabsList className="grid h-auto w-full auto-cols-fr grid-flow-col sm:inline-flex sm:w-fit">
          <TabsTrigger value="disponibles" className="px-2 py-1.5 whitespace-normal sm:px-4">
            Quiz disponibles
          </TabsTrigger>
          {/* SPEC §2: this tab appears only once a quiz is chosen. */}
          {session ? (
            <TabsTrigger value="en-cours" className="px-2 py-1.5 whitespace-normal sm:px-4">
              Quiz en cours
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="historique" className="px-2 py-1.5 whitespace-normal sm:px-4">
            Historique
          </TabsTrigger>
        </TabsList>

        <TabsContent value="disponibles">
          <QuizCatalogGrid onStart={game.start} />
        </TabsContent>
        {session ? (
          // Kept mounted while another tab is open: coming back must not move the focus or lose the attempt.
          <TabsContent value="en-cours" forceMount className="data-[state=inactive]:hidden">
            {session.finished ? (
              <QuizResults session={session} onRestart={game.restart} onLeave={game.leave} />
            ) : (
              <QuizQuestionView
                session={session}
                onSelect={game.select}
                onValidate={game.validate}
                onNext={game.next}
                onLeave={game.leave}
              />
            )}
          </TabsContent>
        ) : null}
        <TabsContent value="historique">
          <QuizHistory results={game.results} onClear={game.clearHistory} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /quiz (logged-in, SPEC §2 "Quiz"): the Pro Care quiz, also framed in the Quiz tab of /resources. */
export default function QuizPage() {
  const { user } = useAuth();
  // The route's guard waits for the user; null only for the instant of a logout.
  if (!user) return <PageLoader />;
  // Keyed by user: another account on the same browser gets its own history and completions.
  return <QuizGame key={user.id} userId={user.id} />;
}
