import type { PublicUser } from '@shared/features/auth';
import type { ReactNode } from 'react';

import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/use-auth';
import { useUpdatePreferences } from '@/features/users/api/update-preferences';
import { errorMessage } from '@/lib/api-client';

type Preference = 'showUsernameInForum' | 'showInLeaderboard';

type Props = {
  id: string;
  preference: Preference;
  label: string;
  hint: ReactNode;
  /** The success toast's text, from the saved user. */
  savedText: (saved: PublicUser) => string;
};

/**
 * One of the user's choices about themself, saved at once (PATCH /api/user/preferences). While the
 * call runs the box shows the new choice; on failure it returns to the saved one.
 */
export function PreferenceCheckbox({ id, preference, label, hint, savedText }: Props) {
  const { user } = useAuth();
  const update = useUpdatePreferences();
  if (!user) return null;

  const pending = update.isPending ? update.variables[preference] : undefined;
  const checked = pending ?? user[preference];

  const onChange = (value: boolean) =>
    update.mutate(
      { [preference]: value },
      {
        onSuccess: (saved) => toast({ title: 'Préférence enregistrée', description: savedText(saved) }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(error, "Impossible d'enregistrer votre préférence."),
          }),
      },
    );

  return (
    <div className="flex items-start gap-3 rounded-lg bg-muted/60 p-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 bg-background"
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm leading-snug font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-pretty text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
