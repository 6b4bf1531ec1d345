import { routes } from '@shared/seo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://sophia.example.ch' } });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });
const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('the HTML the server returns carries each route’s meta tags', () => {
  const publicPages = routes.filter((r) => r.sitemap).map((r) => r.path);

  it.each(publicPages)(
    '%s has its title, description, keywords, social tags and canonical link',
    async (path) => {
      const response = await page(path);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const meta = routes.find((r) => r.path === path)!;
      const title = tag(html, /<title>([^<]+)<\/title>/);
      expect(title).toEqual(
        path === '/'
          ? 'Sophia — l&#39;assistante des professionnels de l&#39;accompagnement'
          : expect.stringMatching(/ \| Sophia$/),
      );
      expect(html).toContain('<html lang="fr">');
      expect(tag(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
      expect(tag(html, /<meta name="description" content="([^"]+)"/)!.length).toBeGreaterThan(40);
      expect(tag(html, /<meta name="keywords" content="([^"]+)"/)).toContain(meta.keywords[0]!);
      expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`https://sophia.example.ch${path}`);
      expect(tag(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
      expect(tag(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`https://sophia.example.ch${path}`);
      expect(tag(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary');
      expect(tag(html, /<meta name="robots" content="([^"]+)"/)).toBe('index,follow');
      expect(html).toContain('<meta name="theme-color" content="#7c3aed" />');
      expect(html).toContain('maximum-scale=5');
      expect(html).toContain('"@type":"Organization"');
    },
  );

  it('marks private pages noindex', async () => {
    expect(tag((await page('/auth')).body, /<meta name="robots" content="([^"]+)"/)).toBe('noindex,follow');
  });

  it('matches routes with parameters', async () => {
    const response = await page('/forum/topic/42');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Sujet du forum | Sophia</title>');
  });

  it('puts the FAQPage structured data on /faq only', async () => {
    const faq = (await page('/faq')).body;
    const block =
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage".*?)<\/script>/.exec(
        faq,
      )?.[1];
    expect(block).toBeTruthy();
    expect(JSON.parse(block!).mainEntity).toHaveLength(10);
    expect((await page('/about')).body).not.toContain('FAQPage');
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await page('/cette-page-n-existe-pas');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page introuvable | Sophia</title>');
    expect(response.body).toContain('noindex');
  });

  it('escapes what comes from the URL', async () => {
    const response = await page('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(response.body).not.toContain('<script>alert(1)');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets robots in, keeps them out of the API and points to the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://sophia.example.ch/sitemap.xml');
  });

  it('lists the public routes, and no private one', async () => {
    const xml = (await page('/sitemap.xml')).body;
    for (const path of ['/', '/about', '/approaches', '/faq', '/contact', '/resources', '/forum']) {
      expect(xml).toContain(`<loc>https://sophia.example.ch${path}</loc>`);
    }
    expect(xml).not.toContain('/profile');
    expect(xml).not.toContain('/admin');
  });
});
