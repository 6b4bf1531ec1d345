import { PRODUCT_NAME } from '@shared/constants';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

const quickLinks = [
  { to: '/', label: 'Accueil' },
  { to: '/assistant', label: 'Assistant' },
  { to: '/approaches', label: 'Approches' },
  { to: '/resources', label: 'Ressources' },
  { to: '/about', label: 'À propos' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
] as const;

// lucide-react 1.x ships no brand logos: short wordmarks stand in for them (hidden from screen readers, which hear the full name).
const socialLinks = [
  { href: 'https://www.linkedin.com', label: 'LinkedIn', mark: 'in' },
  { href: 'https://www.facebook.com', label: 'Facebook', mark: 'f' },
  { href: 'https://www.instagram.com', label: 'Instagram', mark: 'IG' },
] as const;

const focusRing = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <Link to="/" className={`inline-flex items-center gap-2 rounded-md text-lg font-bold ${focusRing}`}>
            <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <Sparkles aria-hidden="true" className="size-4" />
            </span>
            {PRODUCT_NAME}
          </Link>
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            L'assistante des professionnels de l'accompagnement : des stratégies fondées sur la science, au
            quotidien.
          </p>
        </div>

        <nav aria-label="Liens rapides">
          <h2 className="text-sm font-semibold">Liens rapides</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={`rounded-sm text-muted-foreground hover:text-foreground hover:underline ${focusRing}`}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold">Suivez-nous</h2>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`flex size-11 items-center justify-center rounded-full border bg-background text-sm font-bold text-accent-foreground transition-colors hover:bg-accent ${focusRing}`}
                >
                  <span aria-hidden="true">{link.mark}</span>
                  <span className="sr-only">{`${link.label} (nouvel onglet)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-muted-foreground">
          © {year} Sophia. Tous droits réservés. ·{' '}
          <Link
            to="/confidentialite"
            className={`rounded-sm hover:text-foreground hover:underline ${focusRing}`}
          >
            Confidentialité
          </Link>
        </p>
      </div>
    </footer>
  );
}
