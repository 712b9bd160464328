import { calls } from '@locasuite/core';
import type { ApiClient, CallDef } from '@locasuite/core';
import { withOfflineReads } from '@locasuite/ui';

/** What the condition-check tool needs of the API client: typed calls by definition. */
export type EtatdlApi = Pick<ApiClient, 'call'>;

/** The `etatdl` family of the call catalogue (spec 3 §7.1). */
export type EtatdlFamily = typeof calls.etatdl;

const c = calls.etatdl;

/**
 * The reads whose last answers stay on the device, so that a technician in a yard without a
 * connection still opens the list and an item's form (spec 3 §3.4 local storage): the dashboard's
 * load, the form's load and its photos. Writes are never answered from the device.
 */
export const ETATDL_OFFLINE_READS: readonly CallDef[] = [
  c.get_materials,
  c.get_headers_table,
  c.get_options,
  c.get_agency_soft,
  c.get_agency,
  c.get_form_special_data,
  c.get_parc,
  c.get_societe_by_id,
  c.get_photos,
  c.photo_download,
];

/**
 * The page's client, its reads kept on this device for `user` (ui `deviceUserOf` of the signed-in
 * user; empty keeps nothing), see ui `withOfflineReads`.
 */
export function offlineEtatdlApi(api: EtatdlApi, user: string): EtatdlApi {
  return withOfflineReads(api, { user, reads: ETATDL_OFFLINE_READS });
}
