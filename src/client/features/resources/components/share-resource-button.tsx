import { Share2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/use-auth';
import { shareResource } from '@/features/resources/api/share-resource';

type Props = { resource: { id: number; title: string; description: string }; className?: string };

const POINTS_MESSAGE = 'Merci pour ce partage : +15 points !';

/**
 * Phones get the system share sheet (Web Share API); elsewhere the link is copied. A logged-in
 * user's share is then recorded, which earns points the first time only (SPEC §9).
 */
export function ShareResourceButton({ resource, className }: Props) {
  const { user } = useAuth();

  async function share() {
    const url = `${window.location.origin}/resources?resource=${resource.id}`;
    let copied = false;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: resource.title, text: resource.description, url });
      } catch (error) {
        // The user closed the share sheet: nothing was shared, nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        copied = await copy(url);
        if (!copied) return;
      }
    } else {
      copied = await copy(url);
      if (!copied) return;
    }

    const notice = copied
      ? toast({ title: 'Lien copié', description: 'Le lien de la ressource est dans votre presse-papiers.' })
      : undefined;
    if (!user) return;
    try {
      const { firstTime } = await shareResource(resource.id);
      if (!firstTime) return;
      if (notice) notice.update({ description: POINTS_MESSAGE });
      else toast({ title: 'Ressource partagée', description: POINTS_MESSAGE });
    } catch {
      // A failed record is not the user's problem: the link was shared all the same.
    }
  }

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Partager la ressource"
      title="Partager la ressource"
      onClick={share}
    >
      <Share2 aria-hidden="true" />
    </Button>
  );
}

async function copy(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    // No clipboard (permission refused, insecure context): show the link so it can be copied by hand.
    toast({ variant: 'destructive', title: 'Impossible de copier le lien', description: url });
    return false;
  }
}
