import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { applyRouteMeta } from '@/lib/seo';

/** Keeps the document's title and SEO tags in step with the current route. Renders nothing. */
export function RouteMeta() {
  const { pathname } = useLocation();

  useEffect(() => {
    applyRouteMeta(pathname);
  }, [pathname]);

  return null;
}
