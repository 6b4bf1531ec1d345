import { describe, expect, it } from 'vitest';

import { sanitizeResourceHtml } from './resource-content';

describe('sanitizeResourceHtml (the browser side of DECISIONS.md "sanitised twice")', () => {
  it('drops scripts, event handlers and tags outside the allow-list', () => {
    const clean = sanitizeResourceHtml(
      '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><p onclick="x()">texte</p><iframe src="/"></iframe>',
    );
    expect(clean).toBe('<p>texte</p>');
  });

  it('keeps the allowed structure', () => {
    const html =
      '<h3>Titre</h3><h4>Sous-titre</h4><p>Un <strong>mot</strong> et <em>un autre</em><br></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>cité</blockquote>';
    expect(sanitizeResourceHtml(html)).toBe(html);
  });

  it('opens links in a new tab without opener nor referrer, and refuses javascript: links', () => {
    const clean = sanitizeResourceHtml(
      '<a href="https://example.org" target="_self" class="x">lien</a><a href="javascript:alert(1)">piège</a>',
    );
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    const [safe, trap] = [...doc.querySelectorAll('a')];
    expect(safe?.getAttribute('href')).toBe('https://example.org');
    expect(safe?.getAttribute('target')).toBe('_blank');
    expect(safe?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(safe?.hasAttribute('class')).toBe(false);
    expect(trap?.hasAttribute('href')).toBe(false);
  });
});
