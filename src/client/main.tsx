import './index.css';

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from '@/app/provider';
import { appRoutes, prerenderedPageChunks } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');

const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createBrowserRouter(appRoutes)} />
    </AppProvider>
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.mjs) and are hydrated once their chunk is
// here: hydrating earlier would let the first update (the user query) swap the page for a loader.
if (container.firstElementChild) {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const loadPage = prerenderedPageChunks[path] ?? prerenderedPageChunks['*']!;
  loadPage().then(
    // In a transition, React hydrates in slices and yields to the browser between them: no single
    // long task blocks a tap on an old PC (Lighthouse's total blocking time).
    () => startTransition(() => void hydrateRoot(container, app)),
    () => createRoot(container).render(app),
  );
} else {
  createRoot(container).render(app);
}
