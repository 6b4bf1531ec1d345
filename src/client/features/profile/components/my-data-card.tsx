import { Download, Loader2, ShieldCheck } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ForumNamePreference } from '@/features/forum/components/forum-name-preference';
import { EXPORT_FILE_NAME, useExportData } from '@/features/profile/api/export-data';
import { errorMessage } from '@/lib/api-client';

/** DECISIONS.md "Privacy": the download of one's data, how long it is kept, how messages are stored. */
export function MyDataCard() {
  const exportData = useExportData();

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Téléchargement prêt',
          description: `Vos données ont été enregistrées dans le fichier « ${EXPORT_FILE_NAME} ».`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(error, 'Impossible de télécharger vos données'),
        }),
    });

  return (
    <section aria-labelledby="profile-data">
      <Card>
        <CardHeader>
          <h2 id="profile-data" className="flex items-center gap-2 text-xl font-semibold">
            <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
            Mes données
          </h2>
          <CardDescription>Ce que Sophia conserve, et comment le récupérer.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <ul className="grid list-disc gap-2 pl-5 text-pretty">
            <li>
              Vos conversations sont conservées 12 mois, puis effacées, sauf si vous les supprimez avant.
            </li>
            <li>
              Les données identifiantes que vous écrivez (noms précédés d'une civilité comme « Mme » ou « M.
              », numéros de téléphone, adresses e-mail, numéros AVS, dates de naissance, adresses postales)
              sont masquées avant tout enregistrement.
            </li>
            <li>Vos messages ne servent jamais à entraîner un modèle d'intelligence artificielle.</li>
          </ul>
          <div>
            <Button type="button" variant="outline" disabled={exportData.isPending} onClick={download}>
              {exportData.isPending ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Download aria-hidden="true" />
              )}
              {exportData.isPending ? 'Préparation…' : 'Télécharger mes données'}
            </Button>
            <p className="mt-2 text-xs text-pretty text-muted-foreground">
              Un fichier JSON avec votre profil, vos conversations, vos messages du forum et vos points.
            </p>
          </div>
          <ForumNamePreference />
        </CardContent>
      </Card>
    </section>
  );
}
