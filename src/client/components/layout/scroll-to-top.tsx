import { LAYOUT } from '@shared/constants';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';

/** SPEC §2: appears once the page is scrolled past 300 px and scrolls smoothly back to the top. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > LAYOUT.scrollTopAfter);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  const scrollUp = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The sticky header grows back near the top while the page glides; scroll anchoring can then
    // stop the glide a pixel or two short. Once it ends, the last pixels are finished at once
    // (only this glide's end: the listener goes after two seconds; older browsers skip it).
    if ('onscrollend' in window) {
      const finish = () => {
        if (window.scrollY > 0 && window.scrollY < LAYOUT.scrolledAfter)
          window.scrollTo({ top: 0, behavior: 'auto' });
      };
      window.addEventListener('scrollend', finish, { once: true });
      window.setTimeout(() => window.removeEventListener('scrollend', finish), 2000);
    }
    // The button disappears at the top: keyboard focus goes to the page content instead of being lost.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <Button
      type="button"
      size="icon"
      onClick={scrollUp}
      aria-label="Revenir en haut de la page"
      className="fixed right-4 bottom-4 z-40 size-11 rounded-full shadow-lg"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </Button>
  );
}
