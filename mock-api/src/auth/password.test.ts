import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dummyPasswordHash,
  hashPassword,
  PASSWORD_COST,
  setPasswordCostForTests,
  verifyPassword,
} from './password';
import { TEST_PASSWORD_COST } from './testPasswordCost';

describe('hashPassword / verifyPassword', () => {
  // The other test files hash at a cheaper cost (their Vitest setup): this one at the real one.
  let previous: ReturnType<typeof setPasswordCostForTests>;
  beforeAll(() => {
    previous = setPasswordCostForTests(PASSWORD_COST);
  });
  afterAll(() => setPasswordCostForTests(previous));

  it('stores the parameters and a random salt, and verifies', async () => {
    expect(PASSWORD_COST).toEqual({ N: 16384, r: 8, p: 1 });
    const a = await hashPassword('Été 2025 ✓');
    const b = await hashPassword('Été 2025 ✓');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Été 2025 ✓', a)).toBe(true);
    expect(await verifyPassword('Ete 2025 ✓', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('checks an unknown login against a dummy hash of the same cost', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AA==$AA==')).toBe(false);
  });

  it('hashes at the tests’ cheaper cost only when asked, and verifies a hash of either cost', async () => {
    const real = await hashPassword('motdepasse1');
    setPasswordCostForTests(TEST_PASSWORD_COST);
    try {
      const cheap = await hashPassword('motdepasse1');
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await dummyPasswordHash()).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword('motdepasse1', cheap)).toBe(true);
      expect(await verifyPassword('motdepasse1', real)).toBe(true);
      expect(await verifyPassword('motdepasse2', cheap)).toBe(false);
    } finally {
      setPasswordCostForTests(PASSWORD_COST);
    }
  });
});
