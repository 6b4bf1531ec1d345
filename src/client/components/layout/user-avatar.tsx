import type { PublicUser } from '@shared/features/auth';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

/** SPEC §2: the profile picture when set, else the first two letters of the username in capitals. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<PublicUser, 'username' | 'profilePicture'>;
  className?: string;
}) {
  return (
    <Avatar aria-hidden="true" className={cn('size-9', className)}>
      {user.profilePicture ? <AvatarImage src={user.profilePicture} alt="" /> : null}
      <AvatarFallback className="bg-accent text-sm font-semibold text-accent-foreground">
        {user.username.slice(0, 2).toUpperCase()}
      </AvatarFallback>
    </Avatar>
  );
}
