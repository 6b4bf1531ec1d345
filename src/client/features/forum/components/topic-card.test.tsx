import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { makeTopic, renderWithProviders } from './forum-list-test-utils';
import { TopicCard } from './topic-card';

afterEach(cleanup);

describe('TopicCard (SPEC "Forum screens")', () => {
  it('links its title to the topic and shows the excerpt, author, age, views, comments and likes', () => {
    renderWithProviders(<TopicCard topic={makeTopic()} />);
    const link = screen.getByRole('link', { name: 'Accompagner une personne désorientée le soir' });
    expect(link.getAttribute('href')).toBe('/forum/topic/7');
    expect(
      screen.getByText(
        'Le soir, Mme D. cherche à rentrer chez elle. Comment la rassurer sans la contredire ?',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Utilisateur #12')).toBeTruthy();
    expect(screen.getByText('Il y a 3 jours')).toBeTruthy();
    expect(screen.getByText('12 vues')).toBeTruthy();
    expect(screen.getByText('2 commentaires')).toBeTruthy();
    expect(screen.getByText("3 « j'aime »")).toBeTruthy();
  });

  it("shows 'Approuvé' on a published topic and 'En attente' on a pending one", () => {
    const { unmount } = renderWithProviders(<TopicCard topic={makeTopic()} />);
    expect(screen.getByText('Approuvé')).toBeTruthy();
    expect(screen.queryByText('En attente')).toBeNull();
    unmount();

    renderWithProviders(<TopicCard topic={makeTopic({ status: 'pending', isApproved: false })} />);
    expect(screen.getByText('En attente')).toBeTruthy();
    expect(screen.queryByText('Approuvé')).toBeNull();
  });

  it("shows 'Refusé' on a rejected topic", () => {
    renderWithProviders(<TopicCard topic={makeTopic({ status: 'rejected', isApproved: false })} />);
    expect(screen.getByText('Refusé')).toBeTruthy();
  });

  it('says "1 vue" in the singular and links each category badge to its category', () => {
    renderWithProviders(
      <TopicCard
        topic={makeTopic({
          viewCount: 1,
          categories: [
            { id: 1, name: 'Personnes âgées' },
            { id: 4, name: 'Communication' },
          ],
        })}
      />,
    );
    expect(screen.getByText('1 vue')).toBeTruthy();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Communication' }).getAttribute('href')).toBe(
      '/forum/category/4',
    );
    expect(within(article).getByRole('link', { name: 'Personnes âgées' }).getAttribute('href')).toBe(
      '/forum/category/1',
    );
  });

  it('shows the role shield of a moderator author', () => {
    renderWithProviders(
      <TopicCard topic={makeTopic({ author: { id: 3, name: 'Utilisateur #3', role: 'moderator' } })} />,
    );
    expect(screen.getByRole('img', { name: 'Modérateur' })).toBeTruthy();
  });
});
