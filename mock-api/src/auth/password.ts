import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's parameters: N (cost, a power of 2), r (block size), p (parallelism). */
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** The cost every hash is made with (about 16 MB and 50 ms per hash). */
export const PASSWORD_COST: PasswordCost = { N: 16384, r: 8, p: 1 };

const KEY_LENGTH = 32;

let cost: PasswordCost = PASSWORD_COST;
let dummyHash: Promise<string> | undefined;

/**
 * Tests only (the server and contract projects' Vitest setup): hashes made from now on use this
 * cheaper cost, so suites that sign in hundreds of times do not spend their time in scrypt. Stored
 * hashes keep the cost they carry; `password.test.ts` checks the production cost itself. Gives
 * the cost in use before.
 */
export function setPasswordCostForTests(next: PasswordCost): PasswordCost {
  const previous = cost;
  cost = next;
  dummyHash = undefined;
  return previous;
}

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keylen,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with scrypt (random 16-byte salt). The stored string carries its parameters:
 * `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`, so they can be raised later without a migration.
 */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * A hash of a random password at the current cost, made once: what an unknown login is checked
 * against, so that it takes the same scrypt time as a known one.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  return dummyHash;
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (!n || !r || !p || salt.length === 0 || expected.length === 0) return false;
  const actual = await scryptAsync(password, salt, expected.length, { N: n, r, p });
  return timingSafeEqual(actual, expected);
}
