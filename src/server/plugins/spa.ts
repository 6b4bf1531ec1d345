import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  const origin = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDistDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
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
    return reply
      .status(meta.path === '*' ? 404 : 200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(template.replace('<!--seo-->', html));
  });
}
