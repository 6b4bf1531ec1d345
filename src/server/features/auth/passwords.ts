import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the package's const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

let dummyHash: Promise<string> | undefined;

/** Verifies, and spends the same time when there is no hash, so timing does not reveal accounts. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
