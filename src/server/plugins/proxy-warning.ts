import type { FastifyInstance } from 'fastify';

/**
 * Without TRUST_PROXY behind a proxy every client shares the proxy's address: one member's
 * failed logins or requests then throttle everyone. The first forwarded request says so, once.
 */
export function warnOnUntrustedForwarding(app: FastifyInstance, trustProxy: unknown) {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      "Les requêtes arrivent avec X-Forwarded-For mais TRUST_PROXY n'est pas réglé : tous les clients partagent l'adresse du proxy. Réglez TRUST_PROXY (nombre de proxys ou leurs adresses).",
    );
  });
}
