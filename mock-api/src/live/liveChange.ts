import type { CallDef, LiveChange } from '@locasuite/core';

/** Payload fields that name the record a write call touches. */
const ID_FIELDS = new Set(['id', 'key', 'ID', 'idEnregistrement', 'event_id', 'id_event']);
const MAX_IDS = 10;
const MAX_ID_LENGTH = 100;

function idsIn(payload: unknown): string[] {
  const ids: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > 1) return;
    for (const [field, inner] of Object.entries(value)) {
      if (ID_FIELDS.has(field) && (typeof inner === 'string' || typeof inner === 'number')) {
        const id = String(inner).trim();
        if (id !== '' && id.length <= MAX_ID_LENGTH && !ids.includes(id)) ids.push(id);
      } else {
        visit(inner, depth + 1);
      }
    }
  };
  visit(payload, 0);
  return ids.slice(0, MAX_IDS);
}

/**
 * What the live channel says about a write call that committed: its family, its name, when, and
 * the record ids its payload named (never those of a public call). The general family (sign-in,
 * one's own account) says nothing.
 */
export function liveChangeOf(def: CallDef, payload: unknown, at: Date): LiveChange | null {
  if (def.family === 'general') return null;
  // A public call's id is the caller's key (a customer's signature link): never told to staff.
  const ids = def.access === 'public' ? [] : idsIn(payload);
  return {
    family: def.family,
    call: def.name,
    at: at.toISOString(),
    ...(ids.length > 0 ? { ids } : {}),
  };
}
