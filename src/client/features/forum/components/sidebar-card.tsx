import { type ReactNode, useId } from 'react';

import { cn } from '@/lib/cn';

/**
 * A card of the forum's left column, with its h2. `as="nav"` makes it a navigation landmark named
 * by its heading (the category list); the others are plain blocks, found by their heading.
 */
export function SidebarCard({
  title,
  icon,
  as: Element = 'div',
  children,
  className,
}: {
  title: string;
  icon?: ReactNode;
  as?: 'div' | 'nav';
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Element
      aria-labelledby={Element === 'nav' ? id : undefined}
      className={cn('rounded-xl border bg-card p-4 text-card-foreground shadow-sm', className)}
    >
      <h2
        id={id}
        className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase [&_svg]:size-4 [&_svg]:text-primary"
      >
        {icon}
        {title}
      </h2>
      {children}
    </Element>
  );
}
