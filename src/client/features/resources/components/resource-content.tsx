import DOMPurify from 'dompurify';
import { useMemo } from 'react';

import { cn } from '@/lib/cn';

// DOMPurify needs a DOM: this module is only ever loaded in the browser (the detail dialog is
// never prerendered, and the home page imports it lazily).

/** The same allow-list as the server's: anything else is dropped, scripts with their text. */
const PURIFY_CONFIG = {
  ALLOWED_TAGS: ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'a', 'br'],
  ALLOWED_ATTR: ['href'],
  // http(s) and mailto only: no javascript:, data: or relative URLs in stored content.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

// Links leave the site in a new tab, without opener nor referrer. The hook runs after the
// attribute filter, so these two attributes survive it; DOMPurify's hooks are global, and this
// module is its only user.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeResourceHtml(html: string): string {
  return DOMPurify.sanitize(html, PURIFY_CONFIG);
}

/**
 * A resource's HTML content. The server already sanitised it when it was written; it is sanitised
 * again here so that a row written another way (an old seed, a manual fix) cannot run a script.
 */
export function ResourceContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeResourceHtml(html), [html]);
  return (
    <div
      className={cn(
        'space-y-3 text-sm leading-relaxed',
        '[&_h3]:mt-5 [&_h3]:text-base [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold',
        '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
        className,
      )}
      // Sanitised just above with an allow-list (no attributes but href, no scripts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: content is resource HTML, purified above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
