import { Sparkles } from 'lucide-react';

import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

/** Sophia's avatar: decorative, her name is always said in text beside it. */
export function SophiaAvatar({ className }: { className?: string }) {
  return (
    <Avatar aria-hidden="true" className={cn('size-9', className)}>
      <AvatarFallback className="bg-primary text-primary-foreground">
        <Sparkles className="size-4" />
      </AvatarFallback>
    </Avatar>
  );
}
