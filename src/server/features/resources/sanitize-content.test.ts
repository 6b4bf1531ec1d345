import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitize-content';

// A corpus of classic XSS vectors (OWASP cheat sheet families): none may survive.
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="jav&#x09;ascript:alert(1)">clic</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<p onclick="alert(1)">texte</p>',
  '<p style="background:url(javascript:alert(1))">texte</p>',
  '<div onmouseover="alert(1)">texte</div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<<script>script>alert(1)<</script>/script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" onclick="alert(1)">lien</a>',
];

describe('resource content sanitising', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitizeContent(payload);
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<svg|<img|<style|<meta|<link|<form|<input/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(clean).not.toMatch(/style=/i);
  });

  it('keeps the allowed structure and makes links safe', () => {
    expect(
      sanitizeContent('<h3>Titre</h3><p>Un <strong>texte</strong> <em>utile</em>.</p><ul><li>un</li></ul>'),
    ).toBe('<h3>Titre</h3><p>Un <strong>texte</strong> <em>utile</em>.</p><ul><li>un</li></ul>');
    expect(sanitizeContent('<a href="https://ok.example" onclick="x()">lien</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">lien</a>',
    );
  });

  it('never keeps a target or rel given in the input', () => {
    expect(sanitizeContent('<a href="https://ok.example" target="_self" rel="opener">lien</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">lien</a>',
    );
  });

  it('turns nothing into an empty string', () => {
    expect(sanitizeContent(undefined)).toBe('');
    expect(sanitizeContent('<script>x</script>')).toBe('');
  });
});
