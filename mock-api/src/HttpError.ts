import { RDV_MESSAGES, TECHNICIAN_PLANNING_MESSAGES, type FamilyKey } from '@locasuite/core';

/**
 * A refusal with an HTTP status and a French message a person can act on (ARCHITECTURE.md, API
 * contract: 400, 401, 403, 404, 409, 422, 429). The dispatcher turns it into `{ code: status, message }`,
 * plus `data` when the refusal carries details a page acts on (e.g. the fields of an after-sales
 * merge conflict, core `SavConflictAnswer`): the answer keeps the envelope's `{ code, data, message }`.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    /** Details of the refusal, answered as the envelope's `data` (never on a 5xx). */
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** Fastify reads `statusCode` when one is thrown from a hook or a body stream. */
  get statusCode(): number {
    return this.status;
  }
}

/**
 * The admin-only refusal of families whose spec words it (spec 2 §8 for the technician planning
 * and the bike appointment slots);
 * the others say core's `CALL_MESSAGES.adminOnly`.
 */
export const ADMIN_ONLY_MESSAGES: Readonly<Partial<Record<FamilyKey, string>>> = {
  planningTechnicien: TECHNICIAN_PLANNING_MESSAGES.adminOnly,
  gestionRdvVelo: RDV_MESSAGES.adminOnly,
};
