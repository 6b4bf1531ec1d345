import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerUser } from '../../test/build-test-app';
import { buildForumWorld, type ForumWorld } from './forum-test-kit';

let w: ForumWorld;
let category: number;
let topic: number;

type Item = { id: number };
const ids = (list: Item[]) => list.map((item) => item.id);

beforeAll(async () => {
  w = await buildForumWorld();
  category = await w.createCategory(w.admin.cookie, 'Soins au quotidien');
  topic = await w.postTopic(w.alice.cookie, [category], 'Agitation en fin de journée');
  await w.moderate(w.moderator.cookie, 'topics', topic, true);
});
afterAll(() => w.t.close());

describe("a comment's moderation life cycle", () => {
  it('is created pending, seen by its author and moderators only, then public once approved', async () => {
    const id = await w.postComment(
      w.bruno.cookie,
      topic,
      'Avez-vous essayé une activité signifiante vers 16 h ?',
    );
    const comments = async (cookie?: string) =>
      ids((await w.call('GET', `/api/forum/topics/${topic}`, cookie)).json().comments);

    expect(await comments(w.bruno.cookie)).toContain(id);
    expect(await comments(w.moderator.cookie)).toContain(id);
    expect(await comments(w.alice.cookie)).not.toContain(id);
    expect(await comments()).not.toContain(id);
    const own = (await w.call('GET', `/api/forum/topics/${topic}`, w.bruno.cookie))
      .json()
      .comments.find((c: Item) => c.id === id);
    expect(own).toMatchObject({ status: 'pending', isApproved: false, canEdit: true, parentId: null });
    expect(ids((await w.call('GET', '/api/forum/pending-comments', w.moderator.cookie)).json())).toContain(
      id,
    );

    const approved = await w.moderate(w.moderator.cookie, 'comments', id, true);
    expect(approved).toMatchObject({ status: 'approved', isApproved: true });
    expect(await comments()).toContain(id);
    expect((await w.call('GET', `/api/forum/topics/${topic}`)).json().topic.commentCount).toBe(1);

    // Approving twice changes nothing: the count is not raised again.
    await w.moderate(w.admin.cookie, 'comments', id, true);
    expect((await w.call('GET', `/api/forum/topics/${topic}`)).json().topic.commentCount).toBe(1);
  });

  it('rejects with a reason for the author, lowers the count when withdrawn, and can be reversed', async () => {
    const id = await w.postComment(w.bruno.cookie, topic, 'Un commentaire qui sera retiré.');
    await w.moderate(w.moderator.cookie, 'comments', id, true);
    const count = (await w.call('GET', `/api/forum/topics/${topic}`)).json().topic.commentCount;
    await w.moderate(w.moderator.cookie, 'comments', id, false, 'Propos irrespectueux');
    expect((await w.call('GET', `/api/forum/topics/${topic}`)).json().topic.commentCount).toBe(count - 1);

    const mine = (await w.call('GET', '/api/forum/my-comments', w.bruno.cookie)).json();
    expect(mine.find((c: Item) => c.id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Propos irrespectueux',
      topicTitle: 'Agitation en fin de journée',
    });
    expect(ids((await w.call('GET', '/api/forum/rejected-comments', w.moderator.cookie)).json())).toContain(
      id,
    );
    expect(
      await (await w.call('GET', `/api/forum/topics/${topic}`, w.alice.cookie)).json().comments,
    ).not.toContainEqual(expect.objectContaining({ id }));

    await w.moderate(w.moderator.cookie, 'comments', id, true);
    expect((await w.call('GET', `/api/forum/topics/${topic}`)).json().topic.commentCount).toBe(count);
  });

  it('lets the author edit a pending comment only', async () => {
    const id = await w.postComment(w.bruno.cookie, topic, 'Premier jet du commentaire.');
    // Others cannot even see it; a moderator sees it but cannot rewrite it.
    const byOther = await w.call('PUT', `/api/forum/comments/${id}`, w.alice.cookie, {
      content: 'Pas à moi.',
    });
    expect(byOther.statusCode).toBe(404);
    const byModerator = await w.call('PUT', `/api/forum/comments/${id}`, w.moderator.cookie, {
      content: 'Pas à moi.',
    });
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json().message).toBe('Vous ne pouvez modifier que vos propres contributions');
    const edited = await w.call('PUT', `/api/forum/comments/${id}`, w.bruno.cookie, {
      content: 'Version relue.',
    });
    expect(edited.json()).toMatchObject({ content: 'Version relue.', status: 'pending' });
    await w.moderate(w.moderator.cookie, 'comments', id, true);
    expect(
      (await w.call('PUT', `/api/forum/comments/${id}`, w.bruno.cookie, { content: 'Trop tard.' }))
        .statusCode,
    ).toBe(409);
  });

  it("refuses a moderator's approval of their own comment, and keeps it pending", async () => {
    const id = await w.postComment(w.moderator.cookie, topic, 'Un rappel du modérateur lui-même.');
    const own = await w.call('POST', `/api/forum/comments/${id}/approve`, w.moderator.cookie, {
      approved: true,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'Vous ne pouvez pas approuver votre propre publication.' });
    expect(ids((await w.call('GET', `/api/forum/topics/${topic}`)).json().comments)).not.toContain(id);
    expect(await w.moderate(w.admin.cookie, 'comments', id, true)).toMatchObject({ status: 'approved' });
  });
});

describe('replies and validation', () => {
  it('accepts a reply to a top-level comment of the same topic only', async () => {
    const parent = await w.postComment(w.alice.cookie, topic, 'Question de départ ?');
    // Nobody but its author can answer a comment not yet published.
    const early = { content: 'Trop tôt', parentId: parent };
    expect(
      (await w.call('POST', `/api/forum/topics/${topic}/comments`, w.bruno.cookie, early)).statusCode,
    ).toBe(400);
    await w.moderate(w.moderator.cookie, 'comments', parent, true);
    const reply = await w.postComment(w.bruno.cookie, topic, 'Une réponse.', parent);
    const detail = (await w.call('GET', `/api/forum/topics/${topic}`, w.moderator.cookie)).json();
    expect(detail.comments.find((c: Item) => c.id === reply).parentId).toBe(parent);

    const other = await w.postTopic(w.alice.cookie, [category], 'Un autre sujet du forum');
    await w.moderate(w.moderator.cookie, 'topics', other, true);
    const refusals = [
      { content: 'Réponse à une réponse', parentId: reply },
      { content: 'Mauvais sujet', parentId: await w.postComment(w.alice.cookie, other, 'Ailleurs.') },
      { content: 'Parent inconnu', parentId: 999999 },
    ];
    for (const payload of refusals) {
      const response = await w.call('POST', `/api/forum/topics/${topic}/comments`, w.bruno.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        "Vous ne pouvez répondre qu'à un commentaire principal de ce sujet",
      );
    }
  });

  it('answers with SPEC messages', async () => {
    const short = await w.call('POST', `/api/forum/topics/${topic}/comments`, w.bruno.cookie, {
      content: ' a ',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Le commentaire doit contenir au moins 3 caractères');
    const visitor = await w.call('POST', `/api/forum/topics/${topic}/comments`, undefined, {
      content: 'Bonjour à tous',
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Vous devez être connecté');
    const badTopic = await w.call('POST', '/api/forum/topics/abc/comments', w.bruno.cookie, {
      content: 'Bonjour',
    });
    expect(badTopic.json().message).toBe('ID du sujet non valide');
    expect(
      (await w.call('PUT', '/api/forum/comments/x', w.bruno.cookie, { content: 'Bonjour' })).json().message,
    ).toBe('ID du commentaire non valide');
  });

  it("refuses a comment on someone else's pending topic", async () => {
    const pending = await w.postTopic(w.alice.cookie, [category], 'Sujet encore en attente');
    const response = await w.call('POST', `/api/forum/topics/${pending}/comments`, w.bruno.cookie, {
      content: 'Bonjour',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Ce sujet est en attente d'approbation");
    // Its author may already add a comment to it.
    expect(await w.postComment(w.alice.cookie, pending, 'Précision de ma part.')).toBeGreaterThan(0);
  });
});

describe('likes', () => {
  it('counts one like per user, never on one’s own item, and withdraws it', async () => {
    const like = (cookie: string, method: 'POST' | 'DELETE' = 'POST') =>
      w.call(method, `/api/forum/topics/${topic}/like`, cookie);
    expect((await like(w.bruno.cookie)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await like(w.bruno.cookie)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await like(w.moderator.cookie)).json()).toEqual({ liked: true, likeCount: 2 });
    const own = await like(w.alice.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Vous ne pouvez pas aimer votre propre contribution');
    expect((await w.call('GET', `/api/forum/topics/${topic}`, w.bruno.cookie)).json().topic).toMatchObject({
      likedByMe: true,
      likeCount: 2,
    });
    expect((await like(w.bruno.cookie, 'DELETE')).json()).toEqual({ liked: false, likeCount: 1 });
    expect((await like(w.bruno.cookie, 'DELETE')).json()).toEqual({ liked: false, likeCount: 1 });
    expect((await w.call('POST', `/api/forum/topics/${topic}/like`)).statusCode).toBe(401);
  });

  it('likes approved comments only', async () => {
    const id = await w.postComment(w.alice.cookie, topic, 'Un commentaire à aimer.');
    const early = await w.call('POST', `/api/forum/comments/${id}/like`, w.moderator.cookie);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe("Ce contenu n'est pas encore publié");
    await w.moderate(w.moderator.cookie, 'comments', id, true);
    expect((await w.call('POST', `/api/forum/comments/${id}/like`, w.bruno.cookie)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await w.call('POST', `/api/forum/comments/${id}/like`, w.alice.cookie)).statusCode).toBe(403);
    const detail = (await w.call('GET', `/api/forum/topics/${topic}`, w.bruno.cookie)).json();
    expect(detail.comments.find((c: Item) => c.id === id)).toMatchObject({ likedByMe: true, likeCount: 1 });
  });
});

describe('author display', () => {
  it("shows 'Utilisateur #id' unless the author chose their username, and 'Utilisateur supprimé' after deletion", async () => {
    const author = () => w.call('GET', `/api/forum/topics/${topic}`).then((r) => r.json().topic.author);
    expect((await author()).name).toBe(`Utilisateur #${w.alice.id}`);
    const preference = await w.call('PATCH', '/api/user/preferences', w.alice.cookie, {
      showUsernameInForum: true,
    });
    expect(preference.json().showUsernameInForum).toBe(true);
    expect((await author()).name).toBe(preference.json().username);
    expect(
      (await w.call('PATCH', '/api/user/preferences', w.alice.cookie, { showUsernameInForum: 'oui' }))
        .statusCode,
    ).toBe(400);
    await w.call('PATCH', '/api/user/preferences', w.alice.cookie, { showUsernameInForum: false });

    const moderatorTopic = await w.postTopic(w.moderator.cookie, [category], 'Rappel de la charte du forum');
    const detail = (await w.call('GET', `/api/forum/topics/${moderatorTopic}`, w.moderator.cookie)).json();
    expect(detail.topic.author.role).toBe('moderator');

    const carol = await registerUser(w.t.app);
    const gone = await w.postTopic(carol.cookie, [category], 'Sujet dont l’auteur part');
    await w.moderate(w.moderator.cookie, 'topics', gone, true);
    await w.t.db.delete(users).where(eq(users.id, carol.user.id));
    const kept = (await w.call('GET', `/api/forum/topics/${gone}`)).json().topic;
    expect(kept).toMatchObject({
      userId: null,
      author: { id: null, name: 'Utilisateur supprimé', role: 'user' },
    });
  });
});
