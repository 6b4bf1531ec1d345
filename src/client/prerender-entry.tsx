// Build-time only (scripts/prerender.mjs): renders a public page to HTML as a visitor sees it
// before the user query answers, which is exactly the browser's first render, so it hydrates.
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirige : pas de prérendu`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <AppProvider>
      {/* hydrate={false}: no inline script, which the content security policy forbids. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>
  );
  // The first pass waits for the lazy page chunks; once they are resolved, renderToString
  // writes the page in one piece, without the inline scripts streaming would need.
  const { prelude } = await prerenderToNodeStream(page);
  for await (const _ of prelude) {
    // drained only to let the first pass finish
  }
  return renderToString(page);
}
