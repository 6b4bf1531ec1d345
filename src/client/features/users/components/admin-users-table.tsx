import { subscriptionBadge } from '@shared/features/subscription';
import { type AdminUser, roleLabels } from '@shared/features/users';
import { Pencil, Trash2 } from 'lucide-react';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

type Props = {
  users: AdminUser[];
  /** The admin looking at the table: their own row cannot be deleted here (DECISIONS.md). */
  currentUserId: number | undefined;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};

// Dark text on a light tint: every badge reaches 4.5:1.
const badgeTones = {
  Actif: 'border-green-200 bg-green-100 text-green-800',
  Inactif: 'border-amber-200 bg-amber-100 text-amber-900',
  Aucun: 'border-border bg-muted text-muted-foreground',
} as const;

/** SPEC §4 subscription badge: 'Actif', 'Inactif' or 'Aucun'. */
export function SubscriptionBadge({ user }: { user: AdminUser }) {
  const label = subscriptionBadge(user);
  return <Badge className={badgeTones[label]}>{label}</Badge>;
}

/** The admin's list of accounts (SPEC §2): scrolls sideways on a phone. */
export function AdminUsersTable({ users, currentUserId, onEdit, onDelete }: Props) {
  return (
    <div className="rounded-xl border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">Utilisateur</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Rôle</TableHead>
            <TableHead>Abonnement</TableHead>
            <TableHead className="pr-4 text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <TableRow key={user.id}>
                <TableCell className="pl-4">
                  <div className="flex items-center gap-3">
                    <Avatar className="size-8">
                      {user.profilePicture ? <AvatarImage src={user.profilePicture} alt="" /> : null}
                      <AvatarFallback className="bg-accent text-xs font-semibold text-accent-foreground">
                        {user.username.slice(0, 2).toUpperCase()}
                      </AvatarFallback>
                    </Avatar>
                    <span className="font-medium">{user.username}</span>
                    {isSelf ? <span className="text-muted-foreground">(vous)</span> : null}
                  </div>
                </TableCell>
                <TableCell className="max-w-64 truncate">
                  {user.email ?? <span className="text-muted-foreground">Aucune adresse</span>}
                </TableCell>
                <TableCell>{roleLabels[user.role]}</TableCell>
                <TableCell>
                  <SubscriptionBadge user={user} />
                </TableCell>
                <TableCell className="pr-4 text-right">
                  <div className="flex justify-end gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Modifier « ${user.username} »`}
                      title="Modifier"
                      onClick={() => onEdit(user)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={`Supprimer « ${user.username} »`}
                      title={isSelf ? 'Supprimez votre propre compte depuis votre profil' : 'Supprimer'}
                      disabled={isSelf}
                      onClick={() => onDelete(user)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
