import { PRODUCT_NAME } from '@shared/constants';
import { faqItems } from '@shared/content/faq';
import { matchRoute, notFoundMeta, pageKeywords, pageTitle, type RouteMeta } from '@shared/seo';

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside a <script> element: `<` is escaped so the text can never close the element. */
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

function structuredData(meta: RouteMeta, origin: string) {
  const blocks: unknown[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: PRODUCT_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      description: routeFor('/').description,
      areaServed: 'CH',
      knowsLanguage: 'fr',
    },
  ];
  if (meta.path === '/faq') {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqItems.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }
  return blocks.map(jsonLd).join('\n    ');
}

function routeFor(path: string) {
  return matchRoute(path) ?? notFoundMeta;
}

/** The head tags for a path: what a crawler without JavaScript reads (SPEC §1). */
export function renderHeadTags(pathname: string, origin: string) {
  const meta = routeFor(pathname);
  const title = escapeHtml(pageTitle(meta));
  const description = escapeHtml(meta.description);
  const canonical = escapeHtml(`${origin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="keywords" content="${escapeHtml(pageKeywords(meta))}" />`,
    `<meta name="robots" content="${meta.noindex ? 'noindex,follow' : 'index,follow'}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:locale" content="fr_CH" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${escapeHtml(origin)}/og-image.png" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    structuredData(meta, origin),
  ];
  return { html: tags.join('\n    '), meta };
}

export function renderRobotsTxt(origin: string) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function renderSitemap(origin: string, routes: RouteMeta[]) {
  const urls = routes
    .filter((r) => r.sitemap)
    .map((r) => `  <url><loc>${escapeHtml(`${origin}${r.path}`)}</loc><changefreq>weekly</changefreq></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
