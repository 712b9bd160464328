import type { PasswordCost } from './password';

/**
 * The scrypt cost of the hashes the server and contract tests make (about 1 MB and 3 ms per hash
 * instead of 16 MB and 50 ms): their sign-in limits alone check hundreds of passwords.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1024, r: 8, p: 1 };
