import type { Random } from './createRandom';

/** Lower-case ASCII words joined by `separator` (for e-mail addresses and web paths). */
export function slugify(text: string, separator = '-'): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

/** A French phone number: `04 xx xx xx xx` (Rhône-Alpes landline) or `06`/`07` (mobile). */
export function phoneNumber(random: Random, kind: 'fixe' | 'mobile'): string {
  const prefix = kind === 'fixe' ? '04' : random.pick(['06', '07']);
  const pairs = Array.from({ length: 4 }, () => String(random.int(0, 99)).padStart(2, '0'));
  return [prefix, ...pairs].join(' ');
}
