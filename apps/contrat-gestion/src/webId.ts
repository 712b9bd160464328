/**
 * A generated web id (spec 4 §3.7 CLD_ID_CONTRAT_WEB, CLD_ID_WEB): a prefix and 128 random bits,
 * so that a replayed creation is found by its id and no two browsers make the same one.
 */
export function webId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
