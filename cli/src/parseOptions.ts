import { InvalidArgumentError } from 'commander';

/** A TCP port, 0 (any free port) to 65535. */
export function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) {
    throw new InvalidArgumentError('le port doit être un entier entre 0 et 65535.');
  }
  return n;
}

/** A strictly positive number (the seed scale accepts decimals such as 0.5). */
export function parseScale(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 1000) {
    throw new InvalidArgumentError(
      'l\u2019échelle doit être un nombre strictement positif (1000 au plus).',
    );
  }
  return n;
}

/** A non-negative integer (random seed). */
export function parseSeed(value: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) > 0xffffffff) {
    throw new InvalidArgumentError('la graine doit être un entier entre 0 et 4294967295.');
  }
  return Number(value);
}

/** true/false, oui/non, 1/0. */
export function parseBoolean(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (['true', 'oui', '1', 'yes'].includes(v)) return true;
  if (['false', 'non', '0', 'no'].includes(v)) return false;
  throw new InvalidArgumentError('valeur attendue : true ou false (oui ou non).');
}

/** A comma-separated list, trimmed, without empty items. */
export function parseList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
