import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { ChatProvider, useChat } from '@/features/assistant/chat-context';
import { ChatPanel } from '@/features/assistant/components/chat-panel';
import { ResultPanel } from '@/features/assistant/components/result-panel';
import { parseConversationParam, useResumeConversation } from '@/features/assistant/use-resume-conversation';
import { userQueryOptions } from '@/features/auth/api/get-user';

type View = {
  requested: number | 'invalid' | undefined;
  clearParam: () => void;
};

function AssistantView({ requested, clearParam }: View) {
  const { isLoading } = useChat();
  const { resuming, startNew } = useResumeConversation(requested, clearParam);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Assistant Sophia</h1>
          <p className="mt-3 max-w-2xl text-pretty text-muted-foreground">
            Décrivez une situation complexe rencontrée auprès d'une personne âgée, d'un enfant ou d'une
            personne en situation de handicap. Sophia l'analyse avec vous, vous pose au besoin quelques
            questions, puis vous propose des stratégies concrètes, les approches qui les fondent et des
            ressources.
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={startNew}
          disabled={isLoading || resuming}
          className="self-start sm:self-auto"
        >
          <RotateCcw aria-hidden="true" />
          Nouvelle conversation
        </Button>
      </div>

      <div className="mt-8">
        <ChatPanel resuming={resuming} />
      </div>
      <ResultPanel />
    </div>
  );
}

/**
 * The open trial conversation's id from the signed-in user (GET /api/user), read afresh on each
 * visit: the cached user predates the trial's first message.
 */
function useOpenTrialConversation() {
  const queryClient = useQueryClient();
  const { data: user } = useQuery({ ...userQueryOptions(), enabled: false });
  useEffect(() => {
    void queryClient.refetchQueries({ queryKey: userQueryOptions().queryKey });
  }, [queryClient]);
  return user?.trialConversationId ?? undefined;
}

/** /assistant, behind the subscription guard (SPEC §2 "Assistant"; DECISIONS.md "Assistant"). */
export default function AssistantPage() {
  const [params, setParams] = useSearchParams();
  const trialConversationId = useOpenTrialConversation();
  // Without ?conversation=, a free user's open trial conversation is reopened: a blank chat
  // would answer 402 to their next message.
  const requested = parseConversationParam(params.get('conversation')) ?? trialConversationId;

  // Replace, not push: the address follows the conversation without filling the back button.
  const setConversationParam = useCallback(
    (id: number | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id === null) next.delete('conversation');
          else next.set('conversation', String(id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const clearParam = useCallback(() => setConversationParam(null), [setConversationParam]);

  // A new conversation's id goes into the address, so a reload resumes it.
  return (
    <ChatProvider onConversationStart={setConversationParam}>
      <AssistantView requested={requested} clearParam={clearParam} />
    </ChatProvider>
  );
}
