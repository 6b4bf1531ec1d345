import type { LoginInput, RegisterInput } from '@shared/features/auth';
import { authMessages } from '@shared/features/auth-messages';
import { ConflictError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { isUniqueViolation, type UsersRepository } from '../users/users.repository';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAuthService({ users, throttle }: { users: UsersRepository; throttle: LoginThrottle }) {
  async function register(input: RegisterInput) {
    if (await users.findByUsername(input.username)) throw new ConflictError(authMessages.usernameTaken);
    if (await users.findByEmail(input.email)) throw new ConflictError(authMessages.emailTaken);
    try {
      // Only these three fields come from the visitor: role and subscription keep their defaults.
      return await users.insert({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
      });
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      if (isUniqueViolation(error, 'users_email_idx')) throw new ConflictError(authMessages.emailTaken);
      if (isUniqueViolation(error)) throw new ConflictError(authMessages.usernameTaken);
      throw error;
    }
  }

  async function login(input: LoginInput, ip: string) {
    // The attempt is counted before the password is checked (login-throttle.ts `begin`).
    const { refused, delayMs } = await throttle.begin(input.username, ip);
    if (refused) throw new TooManyRequestsError(authMessages.tooManyAttempts);
    if (delayMs) await sleep(delayMs);
    const user = await users.findByUsername(input.username);
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
      throw new UnauthorizedError(authMessages.invalidCredentials);
    }
    await throttle.succeeded(input.username, ip);
    return user;
  }

  return { register, login };
}

export type AuthService = ReturnType<typeof createAuthService>;
