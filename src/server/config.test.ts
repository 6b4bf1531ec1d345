import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
};

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      dataDir: './data',
      databaseUrl: undefined,
      payments: 'none',
      google: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'pas une url' }, 'PUBLIC_URL'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ PAYMENTS: 'stripe' }, 'STRIPE_SECRET_KEY'],
    // Longer than the login form accepts: the admin could never log in.
    [{ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'x'.repeat(201) }, 'ADMIN_PASSWORD'],
  ])('stops on %j with a one-line error naming %s', (env, variable) => {
    const message = problemsOf(env);
    expect(message).toContain(variable);
    expect(message).not.toContain('\n');
  });

  it('requires SESSION_SECRET in production on PostgreSQL, where instances share it', () => {
    const postgres = { NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/sophia' };
    expect(problemsOf(postgres)).toContain('SESSION_SECRET est obligatoire en production avec DATABASE_URL');
    expect(problemsOf({ ...postgres, SESSION_SECRET: 'x'.repeat(40) })).toBe('');
    expect(problemsOf({ NODE_ENV: 'production' })).toBe('');
  });

  it('starts as production when NODE_ENV is not set: no demo payments, secure cookies', () => {
    const config = loadConfig({});
    expect(config.env).toBe('production');
    expect(config.isProduction).toBe(true);
    expect(config.payments).toBe('none');
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toBe('demo');
  });

  it('uses the demo checkout in production only when PAYMENTS=demo', () => {
    const secret = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).payments).toBe('none');
    expect(loadConfig({ ...secret, PAYMENTS: 'demo' }).payments).toBe('demo');
  });
});
