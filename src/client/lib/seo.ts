import { PRODUCT_NAME } from '@shared/constants';
import { matchRoute, notFoundMeta, pageKeywords, pageTitle } from '@shared/seo';

/** Sets the content of `<meta name|property="key">`, creating the tag when the server did not write it. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Updates the title and the tags the server wrote for the first page (shared/seo.ts is the source
 * for both), so that the metadata follows client-side navigation. Unknown paths get the not-found
 * metadata.
 */
export function applyRouteMeta(pathname: string, origin: string = window.location.origin) {
  const meta = matchRoute(pathname) ?? notFoundMeta;
  const title = pageTitle(meta);
  // One canonical address per page: '/faq/' and '/faq' are the same page.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const url = `${origin}${path}`;

  document.title = title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'keywords', pageKeywords(meta));
  setMeta('name', 'robots', meta.noindex ? 'noindex,follow' : 'index,follow');
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', PRODUCT_NAME);
  setMeta('property', 'og:locale', 'fr_CH');
  setMeta('name', 'twitter:card', 'summary');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', meta.description);
  setCanonical(url);
}
