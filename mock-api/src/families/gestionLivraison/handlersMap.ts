import { ACTIVE_CONTRACT_KINDS, parseGps, parseKg, kgWire } from '@locasuite/core';
import { list } from '../answers';
import { agencyFieldData } from '../records';
import { cachedRead, read, type FamilyHandlers } from '../../http/defineHandlers';
import { activeLines } from './queries';

const kindOf = (state: string | null) =>
  ACTIVE_CONTRACT_KINDS[state as keyof typeof ACTIVE_CONTRACT_KINDS];

const MAP_TABLES = ['contract_lines', 'contracts', 'clients'] as const;

/**
 * spec 3 §2.6, §7.2: what the map shows — the agencies, the active contracts (to deliver: Sortie,
 * to collect: Stock) with weights and registrations, and the clients with their position and
 * the counts of both.
 */
export const mapHandlers = {
  get_agency: read(async (ctx) => list(await agencyFieldData(ctx.db, false))),
  get_agency_soft: read(async (ctx) => list(await agencyFieldData(ctx.db, true))),

  get_contrat_actif: cachedRead([...MAP_TABLES], async (ctx) => {
    const lines = await activeLines(ctx.db);
    return list(
      lines.map((line) => {
        const kind = kindOf(line.state);
        const hg = parseKg(line.data.CLD_POIDS);
        return {
          ...line.data,
          CLD_IDEnreg: line.id,
          CODE_CLIENT: line.code_client,
          ID_Agence: line.agency_id,
          TYPE_ACTIF: kind,
          DATE_ACTIF: kind === 'Sortie' ? line.delivery_start_ts : line.delivery_end_ts,
          // The weight exactly as the itinerary counts it: kg to 0.1, empty when unknown.
          POIDS_KG: hg === null ? '' : kgWire(hg),
          version: line.version,
        };
      }),
    );
  }),

  get_client_actif: cachedRead([...MAP_TABLES], async (ctx) => {
    const lines = await activeLines(ctx.db);
    const clients = new Map<string, Record<string, unknown>>();
    for (const line of lines) {
      const kind = kindOf(line.state);
      const client = clients.get(line.code_client) ?? {
        ...line.client,
        CODE_CLIENT: line.code_client,
        SOCIETE: line.company_name,
        CL_LIEN: line.client.id ?? '',
        ID_Agence: line.agency_id,
        // The position the map places the client at; empty when the client has none.
        GPS: parseGps(line.client.GPS_LIV) ? line.client.GPS_LIV : '',
        NB_SORTIE: 0,
        NB_STOCK: 0,
      };
      if (kind === 'Sortie') client.NB_SORTIE = (client.NB_SORTIE as number) + 1;
      else client.NB_STOCK = (client.NB_STOCK as number) + 1;
      clients.set(line.code_client, client);
    }
    return list([...clients.values()]);
  }),
} satisfies FamilyHandlers<'planningLivraison'>;
