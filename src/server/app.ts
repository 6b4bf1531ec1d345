import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppConfig, publicConfig } from './config';
import type { Database } from './db/client';
import { runSeeds } from './db/seed';
import { assistantRoutes } from './features/assistant/assistant.routes';
import { createAssistantService } from './features/assistant/assistant.service';
import { createConversationsRepository } from './features/assistant/conversations.repository';
import { pickProviders } from './features/assistant/providers';
import { bootstrapAdmin } from './features/auth/admin-bootstrap';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { createGoogleSignIn } from './features/auth/google';
import { createLoginThrottle, type ThrottlePolicy } from './features/auth/login-throttle';
import { contactRoutes } from './features/contact/contact.routes';
import { createContactService } from './features/contact/contact.service';
import { deleteUnpublishedPostsOf } from './features/forum/account-cleanup';
import { createCategoriesService } from './features/forum/categories.service';
import { createCommentsService } from './features/forum/comments.service';
import { forumRoutes } from './features/forum/forum.routes';
import { createForumCache } from './features/forum/forum-cache';
import { forumCategoriesRoutes } from './features/forum/forum-categories.routes';
import { createReactionsRepository } from './features/forum/reactions.repository';
import { createTopicsService } from './features/forum/topics.service';
import { createAwards } from './features/gamification/awards';
import { gamificationRoutes } from './features/gamification/gamification.routes';
import { createGamificationService } from './features/gamification/gamification.service';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { createNotificationsService } from './features/notifications/notifications.service';
import { createResourcesRepository } from './features/resources/resources.repository';
import { resourcesRoutes } from './features/resources/resources.routes';
import { createResourcesService } from './features/resources/resources.service';
import { pickPaymentProvider } from './features/subscription/providers';
import { subscriptionRoutes } from './features/subscription/subscription.routes';
import { createSubscriptionService } from './features/subscription/subscription.service';
import { accountRoutes } from './features/users/account.routes';
import { createAccountService } from './features/users/account.service';
import { adminUsersRoutes } from './features/users/admin-users.routes';
import { createAdminUsersService } from './features/users/admin-users.service';
import { createUsersRepository } from './features/users/users.repository';
import { usersRoutes } from './features/users/users.routes';
import { isApiRoute } from './lib/api-route';
import { logSerializers } from './lib/log-serializers';
import { networkOf } from './lib/network';
import { trustProxyOption } from './lib/trust-proxy';
import { type RegisteredRoute, registerAuthGuard } from './plugins/auth-guard';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealth } from './plugins/health';
import { warnOnUntrustedForwarding } from './plugins/proxy-warning';
import { registerNulGuard } from './plugins/refuse-nul';
import { registerSecurity } from './plugins/security';
import { createSessionStore, registerSessions } from './plugins/session';
import { registerSpa } from './plugins/spa';

export type BuildOptions = {
  config: AppConfig;
  database: Database;
  sessionSecret: string;
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  throttlePolicy?: ThrottlePolicy;
};

declare module 'fastify' {
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[];
  }
}

/** Builds the whole server on an open, migrated database: plugins first, then each feature. */
export async function buildApp({
  config,
  database,
  sessionSecret,
  logger = false,
  throttlePolicy,
}: BuildOptions) {
  const app = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), serializers: logSerializers },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 100 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const registry: RegisteredRoute[] = [];
  app.decorate('routeRegistry', registry);
  registerAuthGuard(app, registry);
  registerErrorHandler(app);
  registerNulGuard(app);
  warnOnUntrustedForwarding(app, config.trustProxy);
  await registerSecurity(app, { publicUrl: config.publicUrl, isProduction: config.isProduction });
  // HTML and JSON answers; the static assets are served already compressed (plugins/spa.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default (quality 11) spends ~10 ms on a 60 KB answer; 4 compresses nearly as well
    // in well under a millisecond, which is what a busy API needs.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie, { secret: sessionSecret });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !isApiRoute(request),
    // One client is one IPv4 address or one IPv6 /64, as for the login throttle (docs/decisions/015).
    keyGenerator: (request) => networkOf(request.ip),
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
    }),
  });

  const { db } = database;
  const gamification = createGamificationService({ db });
  const awards = createAwards();
  const sessions = createSessionStore({
    db,
    secret: sessionSecret,
    secure: config.isProduction,
    onNewDay: gamification.recordVisit,
  });
  registerSessions(app, sessions);
  const throttle = createLoginThrottle(db, throttlePolicy);
  const purgeTimer = setInterval(() => {
    sessions.purgeExpired().catch((err) => app.log.warn({ err }, 'session purge failed'));
    throttle.purgeExpired().catch((err) => app.log.warn({ err }, 'login attempts purge failed'));
    // A view row only has to outlive the session it belongs to (sessions last at most 30 days).
    createReactionsRepository(db)
      .purgeViewsBefore(new Date(Date.now() - 31 * 86_400_000))
      .catch((err) => app.log.warn({ err }, 'forum view purge failed'));
    // DECISIONS.md "Privacy": conversations are kept 12 months unless deleted before.
    createConversationsRepository(db)
      .purgeBefore(new Date(Date.now() - 365 * 86_400_000))
      .catch((err) => app.log.warn({ err }, 'conversation purge failed'));
  }, 3_600_000);
  purgeTimer.unref();
  app.addHook('onClose', async () => clearInterval(purgeTimer));
  const users = createUsersRepository(db);
  const auth = createAuthService({ users, throttle });
  const google = config.google ? createGoogleSignIn(config.google) : undefined;

  registerHealth(app, database);
  app.get('/api/config', { config: { access: 'public' } }, async () => publicConfig(config));
  authRoutes(app, {
    auth,
    sessions,
    users,
    google,
    publicUrl: config.publicUrl,
    secureCookies: config.isProduction,
  });
  contactRoutes(app, { contact: createContactService(db) });
  const resourcesRepository = createResourcesRepository(db);
  resourcesRoutes(app, {
    resources: createResourcesService({ db, repository: resourcesRepository, awards }),
  });
  const providers = pickProviders(config, app.log);
  assistantRoutes(app, {
    assistant: createAssistantService({
      db,
      resources: resourcesRepository,
      ...providers,
      messagesPerMinute: config.chatMessagesPerMinute,
      log: app.log,
    }),
  });
  const notifications = createNotificationsService(db);
  const forumCache = createForumCache();
  const payments = pickPaymentProvider(config, app.log);
  const subscription = createSubscriptionService({
    db,
    provider: payments,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  subscriptionRoutes(app, { subscription, provider: payments });
  // Deleting an account ends its subscriptions at the provider first (docs/decisions/013).
  const account = createAccountService({
    db,
    users,
    subscriptions: subscription,
    forum: { deleteUnpublishedPostsOf },
  });
  // A deleted author becomes 'Utilisateur supprimé': cached forum pages must not keep the name.
  accountRoutes(app, { account, sessions, onAccountDeleted: forumCache.clearAll });
  usersRoutes(app, { users, onPreferencesChanged: forumCache.clearAll });
  adminUsersRoutes(app, {
    adminUsers: createAdminUsersService({ db, account, onUserChanged: forumCache.clearAll }),
  });
  const topics = createTopicsService({ db, notifications, cache: forumCache, awards });
  forumRoutes(app, {
    topics,
    comments: createCommentsService({ db, notifications, cache: forumCache, awards }),
  });
  forumCategoriesRoutes(app, { categories: createCategoriesService(db, forumCache), topics });
  notificationsRoutes(app, { notifications });
  gamificationRoutes(app, { gamification });

  await registerSpa(app, { publicUrl: config.publicUrl });
  return app;
}

/**
 * What a start does to the database before serving: migrations, seeds, the first admin, all under
 * one lock so instances starting together on PostgreSQL seed once (docs/decisions/011).
 */
export async function prepareDatabase(
  database: Database,
  config: AppConfig,
  log: Parameters<typeof bootstrapAdmin>[0]['log'],
) {
  await database.withStartupLock(async () => {
    await database.migrate();
    await runSeeds(database.db);
    await bootstrapAdmin({
      db: database.db,
      admin: config.admin,
      embedded: database.engine === 'pglite',
      log,
    });
  });
}
