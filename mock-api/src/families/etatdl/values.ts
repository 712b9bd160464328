import type { ConditionLeg } from '@locasuite/core';

/** A sent or stored value as trimmed text: '' for anything but a string or a number. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A leg as the mails and the stamped page name it. */
export const legLabel = (leg: ConditionLeg) => (leg === 'DEPART' ? 'départ' : 'retour');

export const DAY = 86_400_000;
