import { type RefObject, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

import { Footer } from './footer';
import { Header } from './header';
import { PageLoader } from './page-loader';
import { RouteMeta } from './route-meta';
import { ScrollToTop } from './scroll-to-top';

/**
 * On a new page: back to the top (instantly, overriding the CSS smooth scrolling), or to the
 * anchor of a hash link; then focus moves to <main> so screen readers start on the new content.
 * Query-string changes (the auth page's tabs) are not new pages.
 */
function useNewPageFocus(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  // The first page is left to the browser (its focus start and the skip link stay first); comparing
  // paths rather than counting renders also holds when StrictMode runs effects twice.
  const shownPath = useRef(pathname);

  // `hash` is read once per new page on purpose: an in-page anchor link is not a new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on new pages only, see above
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useNewPageFocus(mainRef);
  const { pathname, search } = useLocation();
  // Marks the page interactive (hydrated or rendered): the browser journeys wait for it.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);

  // /quiz?embed=1 is the quiz framed in the Quiz tab of /resources (features/quiz/components/
  // quiz-tab.tsx): the frame shows the page alone, without a second header, footer and scroll button.
  if (pathname === '/quiz' && new URLSearchParams(search).get('embed') === '1') {
    return (
      <main id="main" ref={mainRef} tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <RouteMeta />
      </main>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-100 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu principal
      </a>
      <Header />
      {/* At least a screen tall: while a page loads, the footer stays below the fold instead of
          jumping down when the content arrives (no layout shift). */}
      <main id="main" ref={mainRef} tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTop />
      <RouteMeta />
    </div>
  );
}
