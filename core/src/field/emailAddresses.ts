/** The server's own check of an address (core `email()` field): something@domain.tld. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a typed address is one the server takes (spec 3 §2.2 « Ajouter adds an address »). */
export function isEmailAddress(value: string): boolean {
  return ADDRESS.test(value.trim());
}

/** The same address twice, whatever its case, is listed once (the first spelling kept). */
export function uniqueAddresses(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((a) => {
    const key = a.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The recipients a mail dialog lists: the known addresses (a client's), then those the person
 * added, without those removed, each once whatever its case. Typing and removing before the known
 * addresses arrive keeps both.
 */
export function listedRecipients(
  known: readonly string[],
  added: readonly string[],
  removed: readonly string[],
): string[] {
  const gone = new Set(removed.map((r) => r.toLowerCase()));
  return uniqueAddresses([...known, ...added]).filter((a) => !gone.has(a.toLowerCase()));
}

/** Why an address cannot be added: not an address, or already listed; null when it can. */
export function addressRefusal(
  typed: string,
  listed: readonly string[],
): 'invalidAddress' | 'alreadyListed' | null {
  const address = typed.trim();
  if (!isEmailAddress(address)) return 'invalidAddress';
  if (listed.some((a) => a.toLowerCase() === address.toLowerCase())) return 'alreadyListed';
  return null;
}
