import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Markdown } from './markdown';

afterEach(cleanup);

function renderMarkdown(text: string) {
  return render(<Markdown text={text} />).container;
}

describe('Markdown (assistant replies, no raw HTML)', () => {
  it('renders headings under the chat heading, bold and italic', () => {
    const container = renderMarkdown(
      '## Mes pistes\n### Au quotidien\nC’est **important** et _délicat_, *vraiment*.',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Mes pistes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Au quotidien' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('important');
    expect([...container.querySelectorAll('em')].map((em) => em.textContent)).toEqual([
      'délicat',
      'vraiment',
    ]);
  });

  it('renders numbered and bulleted lists, nested by indentation', () => {
    const container = renderMarkdown(
      'Voici :\n3. Observer\n4. Noter **quand**\n   - le soir\n   - après la visite\n\n- Autre point',
    );
    const ordered = container.querySelector('ol');
    expect(ordered?.getAttribute('start')).toBe('3');
    expect(ordered?.children).toHaveLength(2);
    expect(ordered?.querySelector('ul')?.children).toHaveLength(2);
    expect(container.querySelectorAll(':scope > div > ul > li')).toHaveLength(1);
    expect(screen.getByText('Voici :').tagName).toBe('P');
  });

  it('opens http(s) links in a new tab without opener nor referrer', () => {
    renderMarkdown('Voir [le guide](https://example.org/guide) et https://example.ch/a.');
    const guide = screen.getByRole('link', { name: /le guide/ });
    expect(guide.getAttribute('href')).toBe('https://example.org/guide');
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /example\.ch/ }).getAttribute('href')).toBe(
      'https://example.ch/a',
    );
  });

  it('never renders raw HTML nor unsafe links', () => {
    const container = renderMarkdown(
      '<img src=x onerror="alert(1)"> <b>gras</b>\n\n[piège](javascript:alert(1)) [data](data:text/html,x)',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('piège');
  });

  it('keeps underscores inside words and escaped stars as text', () => {
    const container = renderMarkdown('le fichier snake_case_name et \\*pas d’italique\\*');
    expect(container.querySelector('em')).toBeNull();
    expect(container.textContent).toBe('le fichier snake_case_name et *pas d’italique*');
  });

  it('makes emergency numbers dialable when written as tel: links', () => {
    renderMarkdown('Appelez le [144](tel:144).');
    expect(screen.getByRole('link', { name: '144' }).getAttribute('href')).toBe('tel:144');
  });
});
