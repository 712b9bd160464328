import { calls, fieldRecords, text } from '@locasuite/core';
import type { ApiClient, CallDef } from '@locasuite/core';
import { withOfflineReads } from '@locasuite/ui';

/** What the after-sales tool needs of the API client: typed calls by definition. */
export type SavApi = Pick<ApiClient, 'call'>;

/** A report's fields as the server answers them (spec 4 §3.1), with `lignes` when read by link. */
export type SavReport = Readonly<Record<string, unknown>>;

const c = calls.sav;

/**
 * The reads whose last answers stay on the device, so that a technician without a network still
 * opens the list, a report and the form's lists (spec 4 §1 « created while offline »).
 */
export const SAV_OFFLINE_READS: readonly CallDef[] = [
  c.get_or_liste_sav,
  c.get_or_1_Liste_byLink,
  c.get_techniciens,
  c.get_agences,
  c.get_or_options,
  c.get_clients,
  c.get_parc,
  c.get_stock,
  c.get_header,
  c.photo_folder_liste,
  c.photo_download,
];

/** The page's client, its reads kept on this device for `user` (ui `withOfflineReads`). */
export function offlineSavApi(api: SavApi, user: string): SavApi {
  return withOfflineReads(api, { user, reads: SAV_OFFLINE_READS });
}

/** spec 4 §2.1 the reports of SAV_FICHE, newest first (the SAV_2 copies are not listed twice). */
export async function loadReports(api: SavApi): Promise<SavReport[]> {
  return fieldRecords(await api.call(c.get_or_liste_sav, {}));
}

/** A report with its lines (`lignes`), by its link (`_LINK MOTEUR`). */
export async function loadReport(api: SavApi, link: string): Promise<SavReport | null> {
  return fieldRecords(await api.call(c.get_or_1_Liste_byLink, { link }))[0] ?? null;
}

export interface SavAgency {
  readonly id: string;
  readonly name: string;
}

/** spec 4 §3.3 the records the form picks from, and the §3.6 options that drive it. */
export interface SavReference {
  readonly technicians: readonly string[];
  readonly agencies: readonly SavAgency[];
  readonly clients: readonly SavReport[];
  readonly machines: readonly SavReport[];
  readonly stock: readonly SavReport[];
  readonly company: SavReport;
  readonly options: SavOptions;
}

/** spec 4 §3.6 the options of the report form, read from their JSON values. */
export interface SavOptions {
  readonly checklist: readonly { readonly CH_DESIGNATION: string; readonly CH_ETAT: string }[];
  readonly mandatoryKeys: readonly string[];
  readonly workTypes: readonly string[];
  readonly followers: readonly string[];
  readonly timeSelection: boolean;
  readonly signatureOptional: boolean;
  readonly showCounter: boolean;
  readonly showPlace: boolean;
  readonly showStock: boolean;
}

function jsonList(value: string | undefined): unknown[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Reads the options' name/value records (spec 4 §3.6); an unreadable value is its default. */
export function readOptions(records: readonly SavReport[]): SavOptions {
  const byName = new Map(records.map((r) => [text(r.name), text(r.value)]));
  const flag = (name: string, missing: boolean) =>
    byName.has(name) ? byName.get(name) === '1' : missing;
  return {
    checklist: jsonList(byName.get('Check_liste')).map((entry) =>
      typeof entry === 'object' && entry !== null
        ? {
            CH_DESIGNATION: text((entry as SavReport).CH_DESIGNATION),
            CH_ETAT: text((entry as SavReport).CH_ETAT),
          }
        : { CH_DESIGNATION: text(entry), CH_ETAT: '' },
    ),
    mandatoryKeys: jsonList(byName.get('Mandatory_keys')).map(text).filter(Boolean),
    workTypes: jsonList(byName.get('inter_type')).map(text).filter(Boolean),
    followers: jsonList(byName.get('suivi_par')).map(text).filter(Boolean),
    timeSelection: flag('time_selection', false),
    signatureOptional: flag('signature_facultative', false),
    showCounter: flag('show_Horametre', true),
    showPlace: flag('show_LIEU_INTERV', true),
    showStock: flag('or_stock', true),
  };
}

/** The lists of the filters and the form, in one load. */
export async function loadReference(api: SavApi): Promise<SavReference> {
  const [technicians, agencies, options, clients, machines, stock, header] = await Promise.all([
    api.call(c.get_techniciens, {}),
    api.call(c.get_agences, {}),
    api.call(c.get_or_options, {}),
    api.call(c.get_clients, {}),
    api.call(c.get_parc, {}),
    api.call(c.get_stock, {}),
    api.call(c.get_header, {}),
  ]);
  return {
    technicians: [...new Set(fieldRecords(technicians).map((t) => text(t.NOM_TECHNICIEN)))].filter(
      Boolean,
    ),
    agencies: fieldRecords(agencies).map((a) => ({ id: text(a.ID_Agence), name: text(a.ag_nom) })),
    clients: fieldRecords(clients),
    machines: fieldRecords(machines),
    stock: fieldRecords(stock),
    company: fieldRecords(header)[0] ?? {},
    options: readOptions(fieldRecords(options)),
  };
}

/** A photo stored with a report, as the file store lists it. */
export interface StoredPhoto {
  readonly key: string;
  readonly src: string;
  readonly caption: readonly string[];
  readonly path: string;
}

/** The folder of a report's photos and recap in the file store (`SAV/{link}/`). */
export const reportFolder = (link: string) => `SAV/${link}`;

/** spec 4 §4.1 the photos stored with a report, as data URLs. */
export async function loadPhotos(api: SavApi, link: string): Promise<StoredPhoto[]> {
  const files = await api.call(c.photo_folder_liste, { path: reportFolder(link) });
  const images = files.filter((f) => /\.(jpe?g|png)$/i.test(f.name));
  return Promise.all(
    images.map(async (f) => {
      const { fileBinary } = await api.call(c.photo_download, { path: f.path_display });
      const type = /\.png$/i.test(f.name) ? 'image/png' : 'image/jpeg';
      return {
        key: f.path_display,
        path: f.path_display,
        src: `data:${type};base64,${fileBinary}`,
        caption: [f.name],
      };
    }),
  );
}

/**
 * spec 4 §2.2, §4.1 the recap the server made of a stored report (`SAV/{link}/recapitulatif.pdf`,
 * with its signature, photos and SHA-256; made when it is asked for if missing).
 */
export async function loadServerRecap(api: SavApi, link: string): Promise<Blob> {
  const { fileBinary } = await api.call(c.photo_download, {
    path: `${reportFolder(link)}/recapitulatif.pdf`,
  });
  const bytes = Uint8Array.from(atob(fileBinary), (ch) => ch.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

export async function deletePhoto(api: SavApi, path: string): Promise<void> {
  await api.call(c.photo_delete, { path });
}

/**
 * spec 4 §5, §8 the recap by e-mail: the server's `errorListe` back. Without `pdf` (null), the
 * server attaches its own recap of the report of that number.
 */
export async function mailReport(
  api: SavApi,
  recipients: readonly string[],
  pdf: string | null,
  numero: string,
  photos: readonly string[],
): Promise<{ readonly errorListe: readonly string[] }> {
  const answer = await api.call(c.send_pdf_by_email, {
    email: [...recipients],
    ...(pdf === null ? {} : { pdf }),
    numero,
    photos: [...photos],
  });
  return { errorListe: answer.errorListe };
}
