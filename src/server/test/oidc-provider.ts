import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- oidc-provider ships no type declarations; the few members used are typed below.
import Provider from 'oidc-provider';

/** The claims a test account releases; `sub` is the Google subject the app links accounts by. */
export type TestAccount = { sub: string; email: string; email_verified: boolean; name: string };

export type TestClient = { clientId: string; clientSecret: string; redirectUri: string };

/** The part of oidc-provider's (untyped) API these helpers use. */
type Interaction = {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: { client_id: string };
  session?: { accountId: string };
  grantId?: string;
};
type Grant = {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
};
type OidcProvider = {
  callback(): RequestListener;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: object,
    options: object,
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
};

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 over plain http, standing in for Google.
 * Accounts live in `accounts`, a table each test fills; `signIn` plays the browser.
 */
export async function startOidcProvider(client: TestClient) {
  const accounts = new Map<string, TestAccount>();
  // The provider needs its issuer URL, which needs the port: listen first, then route to it.
  let handle: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: OidcProvider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // oidc-provider accepts the secret in either form for this method; openid-client (as the app
        // calls it) sends client_secret_post, which Google accepts too.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts email and name in the id_token, which is all the app reads (it never calls userinfo).
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => account };
    },
    // Our own login/consent below, rather than devInteractions' HTML forms.
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // Own keys, so the provider neither warns about nor relies on its development defaults.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
        },
      ],
    },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    // Fixed lifetimes, which also keeps the provider's "default ttl" notices out of the test output.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });

  const oidc = provider.callback();
  handle = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return oidc(req, res);
    completeInteraction(provider, req, res).catch((error) => res.writeHead(500).end(String(error)));
  };

  return {
    issuer,
    accounts,
    /** Follows a browser through the provider, signing in as `sub`; resolves to the redirect back to the client. */
    signIn: (authorizationUrl: string, sub: string) => browse(new URL(authorizationUrl), sub),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * The interaction page: GET shows a stand-in form, POST `account=<sub>` answers whichever prompt is
 * pending — login as that account, or consent to every scope and claim the client asked for.
 */
async function completeInteraction(provider: OidcProvider, req: IncomingMessage, res: ServerResponse) {
  const interaction = await provider.interactionDetails(req, res);
  if (req.method !== 'POST') {
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<form method="post">${interaction.prompt.name}</form>`);
    return;
  }
  const { prompt, params, session, grantId } = interaction;
  if (prompt.name === 'login') {
    const accountId = new URLSearchParams(await readBody(req)).get('account') ?? '';
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant =
    (grantId && (await provider.Grant.find(grantId))) ||
    new provider.Grant({ accountId: session!.accountId, clientId: params.client_id });
  if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
  if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  );
}

async function readBody(req: IncomingMessage) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

/**
 * What a browser does: follow redirects by hand so the provider's cookies (session, interaction)
 * are carried along, submit the interaction form, and stop at the first redirect off the issuer.
 */
async function browse(start: URL, sub: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  let form: string | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: form === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form,
    });
    keepCookies(cookies, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== start.origin) return next;
      url = next;
      form = undefined;
    } else if (response.status === 200 && url.pathname.startsWith('/interaction/') && form === undefined) {
      form = new URLSearchParams({ account: sub }).toString();
    } else {
      throw new Error(
        `unexpected ${response.status} from the provider at ${url.pathname}: ${await response.text()}`,
      );
    }
  }
  throw new Error('the provider never redirected back to the client');
}

/** A jar by name only, ignoring paths: the provider only ever needs the latest cookie of each name. */
function keepCookies(jar: Map<string, string>, setCookies: string[]) {
  for (const header of setCookies) {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some(
      (a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) <= Date.now(),
    );
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
}
