import { TriangleAlert } from 'lucide-react';

import { Card, CardContent, CardHeader } from '@/components/ui/card';

import { DeleteAccountDialog } from './delete-account-dialog';

/** The danger zone: what deleting the account removes and what stays (DECISIONS.md "Privacy"). */
export function DeleteAccountCard() {
  return (
    <section aria-labelledby="profile-delete-account">
      <Card className="border-destructive/40">
        <CardHeader>
          <h2
            id="profile-delete-account"
            className="flex items-center gap-2 text-xl font-semibold text-destructive"
          >
            <TriangleAlert aria-hidden="true" className="size-5" />
            Supprimer mon compte
          </h2>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <p id="delete-account-consequences" className="text-pretty">
            Votre compte, vos conversations avec Sophia et vos sessions de connexion sont définitivement
            supprimés. Vos sujets et commentaires du forum restent visibles pour ne pas casser les
            discussions, signés « Utilisateur supprimé ». Cette action est irréversible : téléchargez vos
            données avant si vous souhaitez les garder.
          </p>
          <div>
            <DeleteAccountDialog />
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
