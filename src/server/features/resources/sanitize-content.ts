import sanitizeHtml from 'sanitize-html';

/**
 * Resource content is HTML written by admins: it is cleaned on write with an allow-list, so a
 * script, an event handler or a javascript: link never comes back out of the API.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'a'],
  // target and rel are set by transformTags below, never taken from the input.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeContent(html: string | undefined): string {
  return html ? sanitizeHtml(html, options).trim() : '';
}
