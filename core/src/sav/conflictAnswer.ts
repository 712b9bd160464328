import { z } from 'zod';

import type { SavMergeConflict } from './mergeReport';

/** The `reason` of the 409 answer's `data` when an edit meets the office's changes. */
export const SAV_CONFLICT_REASON = 'sav-merge-conflict';

/**
 * The French label of the report fields people edit (spec 4 §2.2 sections, §3.1 fields), for the
 * conflict message and the side-by-side choice; a field not listed is named by its key.
 */
export const SAV_FIELD_LABELS: Readonly<Record<string, string>> = {
  ID_client: 'Client',
  'Techniciens_Nom(1)': 'Technicien principal',
  ID_Agence: 'Agence',
  'N° MATR INT': 'Matériel',
  Horametre: 'Horamètre',
  old_Horametre: 'Horamètre de départ',
  Kilometrage: 'Kilométrage',
  type_travaux: 'Type de travaux',
  LIEU_INTERV: 'Lieu d’intervention',
  suivi_par: 'Suivi par',
  'DATE RAPPORT': 'Date du rapport',
  'Heure Arriv': 'Heure d’arrivée',
  'Heure dep': 'Heure de départ',
  Observ: 'Observations',
  'Travaux exe': 'Travaux exécutés',
  Message_Interne: 'Message interne',
  Check_liste: 'Check-list de vérification',
  Horaire_liste: 'Plages horaires',
  Signature_web: 'Signature',
};

/** The label of a report field ({@link SAV_FIELD_LABELS}), else the field's key. */
export const savFieldLabel = (field: string): string => SAV_FIELD_LABELS[field] ?? field;

/** One field changed both on the device and at the office since the version the device started from. */
export interface SavConflictField {
  readonly field: string;
  /** What people read for the field ({@link savFieldLabel}). */
  readonly label: string;
  /** The value at the version the technician started from. */
  readonly base: unknown;
  /** The technician's value (what the device sent). */
  readonly mine: unknown;
  /** The office's value: what the server holds now, at {@link SavConflictAnswer.version}. */
  readonly current: unknown;
}

/**
 * The `data` of the 409 answer of `edit_or` when the device's edit (made from an older version)
 * meets fields the office changed too (issue 37 « Field-level merge »). The answer keeps the
 * envelope's shape: `{ code: 409, message: <French>, data: SavConflictAnswer }`.
 */
export interface SavConflictAnswer {
  readonly reason: typeof SAV_CONFLICT_REASON;
  /** The stored report's version now: the re-sent edit carries it with its choices. */
  readonly version: number;
  readonly conflicts: readonly SavConflictField[];
}

const conflictAnswerSchema = z.object({
  reason: z.literal(SAV_CONFLICT_REASON),
  version: z.number().int().positive(),
  conflicts: z
    .array(
      z.object({
        field: z.string().min(1),
        label: z.string(),
        base: z.unknown(),
        mine: z.unknown(),
        current: z.unknown(),
      }),
    )
    .min(1),
});

/** Builds the 409's details from the merge's conflicts and the stored version. */
export function savConflictAnswer(
  conflicts: readonly SavMergeConflict[],
  version: number,
): SavConflictAnswer {
  return {
    reason: SAV_CONFLICT_REASON,
    version,
    conflicts: conflicts.map((c) => ({
      field: c.field,
      label: savFieldLabel(c.field),
      base: c.base ?? null,
      mine: c.mine ?? null,
      current: c.theirs ?? null,
    })),
  };
}

/**
 * The conflict carried by a refusal, or null: takes the API client's error (its `status` 409 and
 * its `data`), a plain answer `{ code, data }`, or the `data` itself. Anything else (another
 * refusal, a 409 without details, a malformed one) is null, so the page falls back to the message.
 */
export function parseSavConflictAnswer(value: unknown): SavConflictAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const holder = value as Record<string, unknown>;
  let data: unknown = holder;
  if (!('reason' in holder)) {
    if (Number(holder.status ?? holder.code) !== 409) return null;
    data = holder.data;
  }
  const parsed = conflictAnswerSchema.safeParse(data);
  return parsed.success ? (parsed.data as SavConflictAnswer) : null;
}

/** The technician's choice for one conflicting field: their value, the office's, or another. */
export type SavConflictChoice = 'mine' | 'current' | { readonly value: unknown };

/**
 * The edit to send again once the technician chose, field by field: the sent edit (with its
 * `base`) where each conflicting field holds the chosen value, `version` the one of the conflict
 * and `resolved` naming the settled fields. The server applies a choice only when that version is
 * still the stored one; a field without a choice keeps the technician's value and conflicts again.
 */
export function resolveSavConflict(
  sent: Readonly<Record<string, unknown>>,
  answer: SavConflictAnswer,
  choices: Readonly<Record<string, SavConflictChoice>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...sent, version: answer.version };
  const resolved: string[] = [];
  for (const conflict of answer.conflicts) {
    const choice = choices[conflict.field];
    if (choice === undefined) continue;
    next[conflict.field] =
      choice === 'mine' ? conflict.mine : choice === 'current' ? conflict.current : choice.value;
    resolved.push(conflict.field);
  }
  next.resolved = resolved;
  return next;
}
