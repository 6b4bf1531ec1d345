import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The only place that reads process.env. A bad value stops the start with one line per
 * variable naming it; the client gets `publicConfig` only.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const optionalUrl = optionalString.pipe(
  z.url({ protocol: /^https?$/, error: 'doit être une URL http(s) valide' }).optional(),
);

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'doit valoir development, production ou test' })
      // Safe by default: `npm start` serves as production; `npm run dev` asks for development.
      .default('production'),
    PORT: z.coerce
      .number({ error: 'doit être un nombre' })
      .int('doit être un entier')
      .min(1, 'doit être entre 1 et 65535')
      .max(65535, 'doit être entre 1 et 65535')
      .default(5000),
    HOST: optionalString,
    DATA_DIR: z.string().trim().min(1, 'ne peut pas être vide').default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
        .optional(),
    ),
    SESSION_SECRET: optionalString.pipe(
      z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
    ),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: optionalString.refine(
      (value) => {
        const parsed = parseTrustProxy(value);
        return !Array.isArray(parsed) || parsed.every(isProxyAddress);
      },
      {
        error:
          "doit être un nombre de proxys (par exemple 1) ou une liste d'adresses de proxys séparées par des virgules (10.0.0.1, 10.0.0.0/8)",
      },
    ),
    ADMIN_USERNAME: optionalString.pipe(
      z
        .string()
        .min(3, 'doit contenir au moins 3 caractères')
        .max(50, 'ne peut pas dépasser 50 caractères')
        .optional(),
    ),
    // At most what the login form accepts (shared/features/auth.ts), or the admin could not log in.
    ADMIN_PASSWORD: optionalString.pipe(
      z
        .string()
        .min(8, 'doit contenir au moins 8 caractères')
        .max(200, 'ne peut pas dépasser 200 caractères')
        .optional(),
    ),
    ADMIN_EMAIL: optionalString.pipe(z.email('doit être une adresse e-mail valide').optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: optionalUrl.default('https://accounts.google.com'),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    LLM_TIMEOUT_MS: z.coerce
      .number({ error: 'doit être un nombre' })
      .int()
      .positive('doit être positif')
      .default(20000),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_ID: optionalString,
    STRIPE_API_BASE: optionalUrl,
    PAYMENTS: optionalString.pipe(
      z.enum(['stripe', 'demo'], { error: 'doit valoir stripe ou demo' }).optional(),
    ),
    RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: 'doit être un nombre' })
      .int('doit être un entier')
      .positive('doit être positif')
      .default(600),
    CHAT_MESSAGES_PER_MINUTE: z.coerce
      .number({ error: 'doit être un nombre' })
      .int('doit être un entier')
      .positive('doit être positif')
      .default(12),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'niveau de journal inconnu',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    // One embedded instance keeps a generated secret in DATA_DIR; instances sharing PostgreSQL
    // must share one secret.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'est obligatoire en production avec DATABASE_URL',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET vont ensemble',
      });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_USERNAME et ADMIN_PASSWORD vont ensemble',
      });
    }
    if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'est obligatoire quand PAYMENTS=stripe',
      });
    }
  });

export type Env = z.input<typeof envSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuration invalide : ${problems.join(' ; ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${String(i.path[0] ?? '?')} ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? '0.0.0.0',
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    /** Without a secret (development only), a random one: sessions then end at restart. */
    sessionSecret: e.SESSION_SECRET,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          priceId: e.STRIPE_PRICE_ID,
          apiBase: e.STRIPE_API_BASE,
        }
      : undefined,
    /** DECISIONS.md: the demo checkout runs by default, but in production only when PAYMENTS=demo. */
    payments: e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : isProduction ? 'none' : 'demo'),
    logLevel: e.LOG_LEVEL,
    /** API requests per minute and client address, per instance. */
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
  } as const;
}

export type AppConfig = ReturnType<typeof loadConfig>;

/**
 * TRUST_PROXY: a hop count or a list of proxy addresses (docs/decisions/009). `true` would take
 * any client's X-Forwarded-For as its address, so it is refused.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

/** An address, a CIDR range or one of proxy-addr's names for the private ranges. */
function isProxyAddress(entry: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** What the browser may know of the configuration. */
export function publicConfig(config: AppConfig) {
  return {
    googleEnabled: Boolean(config.google),
    payments: config.payments,
    /** Who receives the (redacted) assistant text when an external LLM is configured: its host. */
    llmProvider: config.llm ? new URL(config.llm.baseUrl).host : null,
  };
}
