import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('hashPassword / verifyPassword', () => {
  it('stores the parameters and a random salt, and verifies', async () => {
    const a = await hashPassword('Été 2025 ✓');
    const b = await hashPassword('Été 2025 ✓');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Été 2025 ✓', a)).toBe(true);
    expect(await verifyPassword('Ete 2025 ✓', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AA==$AA==')).toBe(false);
  });
});
