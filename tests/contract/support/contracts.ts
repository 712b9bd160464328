import type { TestServer } from './testServer';

/** A seeded contract with its lines, as the contracts tool's tests pick them. */
export interface SeededContract {
  readonly id: number;
  readonly num: string;
  readonly invoiced: boolean;
  readonly closed: boolean;
  readonly version: number;
  readonly lines: readonly {
    readonly id: number;
    readonly status: string;
    readonly matricule: string;
    readonly fleetId: number | null;
    readonly start: number;
    readonly end: number;
    readonly version: number;
    readonly controls: readonly [string, string];
  }[];
}

/**
 * The seeded contracts with their lines, read straight from the database; each one handed out
 * once per file (`pick`), so tests that change a contract never share it.
 */
export function contractPicker(server: () => TestServer) {
  const used = new Set<number>();
  async function all(): Promise<SeededContract[]> {
    const db = server().server.db;
    const contracts = await db.selectFrom('contracts').selectAll().orderBy('id').execute();
    const lines = await db
      .selectFrom('contract_lines')
      .select(['id', 'contract_id', 'fleet_id', 'start_ts', 'end_ts', 'data', 'version'])
      .orderBy('id')
      .execute();
    return contracts.map((c) => ({
      id: c.id,
      num: c.num_contrat,
      invoiced: c.invoice_number !== null,
      closed: c.closed_at !== null,
      version: c.version,
      lines: lines
        .filter((l) => l.contract_id === c.id)
        .map((l) => ({
          id: l.id,
          status: String(l.data.CLD_STATUT ?? ''),
          matricule: String(l.data.CLD_MATRICULE ?? ''),
          fleetId: l.fleet_id,
          start: l.start_ts,
          end: l.end_ts,
          version: l.version,
          controls: [
            String(l.data.CLD_CONTROLE_DEPART ?? ''),
            String(l.data.CLD_CONTROLE_RETOUR ?? ''),
          ],
        })),
    }));
  }
  return {
    all,
    /** A contract not handed out yet that fits; throws when none does (the seed changed). */
    async pick(fits: (c: SeededContract) => boolean, what: string): Promise<SeededContract> {
      const found = (await all()).find((c) => !used.has(c.id) && c.lines.length > 0 && fits(c));
      if (!found) throw new Error(`Aucun contrat du jeu de démonstration : ${what}`);
      used.add(found.id);
      return found;
    },
    /** The same contract read again. */
    async reread(id: number): Promise<SeededContract> {
      return (await all()).find((c) => c.id === id)!;
    },
  };
}

/** Open (neither invoiced nor closed) and its lines all in `status`. */
export const openWith =
  (status: string, min = 1) =>
  (c: SeededContract) =>
    !c.invoiced && !c.closed && c.lines.length >= min && c.lines.every((l) => l.status === status);
