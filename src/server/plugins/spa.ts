import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { routes } from '@shared/seo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderHeadTags, renderRobotsTxt, renderSitemap } from '../features/seo/head-tags';
import { clientDistDir, projectRoot } from '../lib/paths';

/**
 * Serves the built client: hashed assets with a long cache, and for every other path the
 * HTML shell with that route's meta tags written in (a crawler without JavaScript sees them).
 * Unknown paths get the not-found page with status 404.
 */
export async function registerSpa(app: FastifyInstance, options: { publicUrl?: string }) {
  const built = existsSync(join(clientDistDir, 'index.html'));
  // Before a build (API tests), the source template still lets the SEO output be checked.
  const template = readFileSync(
    built ? join(clientDistDir, 'index.html') : join(projectRoot, 'src/client/index.html'),
    'utf8',
  );
  const prerendered = loadPrerenderedPages();
  const origin = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDistDir,
      index: false,
      wildcard: false,
      // scripts/prerender.mjs writes .br and .gz beside each asset: no compression per request.
      preCompressed: true,
      globIgnore: ['index.html', 'prerendered/**'],
      setHeaders(res, path) {
        const immutable = path.includes(`${join(clientDistDir, 'assets')}`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/robots.txt', { config: { access: 'public' } }, (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(renderRobotsTxt(origin(request))),
  );
  app.get('/sitemap.xml', { config: { access: 'public' } }, (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(renderSitemap(origin(request), routes)),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!wantsPage) {
      return reply.status(404).send({ message: 'Ressource introuvable' });
    }
    const { html, meta } = renderHeadTags(path, origin(request));
    const body = prerendered.get(meta.path) ?? '';
    // Replacer functions: the inserted HTML holds the requested path, where `$&` is just text.
    const page = template
      .replace('<!--seo-->', () => html)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
    const { encoding, payload } = compressFor(request.headers['accept-encoding'], page);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .status(meta.path === '*' ? 404 : 200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(payload);
  });
}

/** Public pages rendered at build time (scripts/prerender.mjs), by route path ('*' = not found). */
function loadPrerenderedPages() {
  const dir = join(clientDistDir, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    const name = file.replace(/\.html$/, '');
    const path = name === 'index' ? '/' : name === 'not-found' ? '*' : `/${name}`;
    pages.set(path, readFileSync(join(dir, file), 'utf8'));
  }
  return pages;
}

/**
 * The page compressed as the browser accepts (the not-found handler is outside the compress
 * plugin's reach). A fast brotli level: the page is made per request.
 */
function compressFor(acceptEncoding: string | undefined, page: string) {
  if (acceptEncoding?.includes('br')) {
    return {
      encoding: 'br',
      payload: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (acceptEncoding?.includes('gzip')) return { encoding: 'gzip', payload: gzipSync(page) };
  return { encoding: undefined, payload: page };
}
