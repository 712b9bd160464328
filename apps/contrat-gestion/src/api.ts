import { calls, fieldRecords, formatFrenchDateTime, text } from '@locasuite/core';
import type { ApiClient, CallPayload, WizardContractLine } from '@locasuite/core';
import {
  optionList,
  readClient,
  readContract,
  readDocumentType,
  readEquipment,
  readFamily,
  readLine,
  readSubFamily,
  versionOf,
} from './records';
import type {
  Choice,
  Client,
  Contract,
  ContractLine,
  DocumentType,
  Equipment,
  Family,
  SubFamily,
} from './records';

/** What the contracts tool needs of the API client: typed calls, and the multipart upload. */
export type ContratApi = Pick<ApiClient, 'call' | 'upload'>;

const c = calls.contrat;
type Row = Readonly<Record<string, unknown>>;
const rows = (answer: unknown): Row[] =>
  fieldRecords(answer as Parameters<typeof fieldRecords>[0], { withPortal: true }) as Row[];

/** spec 4 §2.3 the list: every contract, sorted by ID descending on screen. */
export async function loadContracts(api: Pick<ApiClient, 'call'>): Promise<Contract[]> {
  return rows(await api.call(c.get_contrats, {})).map(readContract);
}

/** What the edit form and the wizard choose from (spec 4 §7.2 « Contract page on load fetches »). */
export interface ContractSetup {
  readonly families: readonly Family[];
  readonly subFamilies: readonly SubFamily[];
  readonly fleet: readonly Equipment[];
  readonly agencies: readonly Choice[];
  readonly pickups: readonly Choice[];
  readonly payments: readonly string[];
  readonly deposits: readonly string[];
  readonly documentTypes: readonly DocumentType[];
}

function optionOf(options: readonly Row[], name: string): string[] {
  const row = options.find((o) => text(o.name) === name);
  return row ? optionList(row.value) : [];
}

export async function loadSetup(api: Pick<ApiClient, 'call'>): Promise<ContractSetup> {
  const [families, subFamilies, fleet, agencies, pickups, options, info] = await Promise.all([
    api.call(c.get_family_list, {}),
    api.call(c.get_sub_family_list, {}),
    api.call(c.get_parc, {}),
    api.call(c.get_agency_list, {}),
    api.call(c.get_retrait_list, {}),
    api.call(c.get_options, {}),
    api.call(c.get_contrat_informations, {}),
  ]);
  const optionRows = rows(options);
  return {
    families: rows(families).map(readFamily),
    subFamilies: rows(subFamilies).map(readSubFamily),
    fleet: rows(fleet).map(readEquipment),
    agencies: rows(agencies).map((r) => ({ id: text(r.ID_Agence), name: text(r.ag_nom) })),
    pickups: rows(pickups).map((r) => ({ id: text(r.PR_ID_AG), name: text(r.PR_NOM_AG) })),
    payments: optionOf(optionRows, 'paiement_proposition'),
    deposits: optionOf(optionRows, 'caution_proposition'),
    documentTypes: rows(info)
      .map(readDocumentType)
      .filter((d) => d.name !== ''),
  };
}

/** spec 4 §7.2 get_contrat_matricul_liste: a contract's equipment lines. */
export async function loadLines(api: Pick<ApiClient, 'call'>, number: string) {
  return rows(await api.call(c.get_contrat_matricul_liste, { contrat: number })).map(readLine);
}

/**
 * spec 4 §7.2 get_contrat_pj (gm: a sub-family, Nom_Genre_Machine): the supporting documents the
 * contract's sub-families ask for, each once, in the order the answers give them.
 */
export async function loadDocumentTypes(
  api: Pick<ApiClient, 'call'>,
  subFamilies: readonly string[],
): Promise<DocumentType[]> {
  const answers = await Promise.all(
    [...new Set(subFamilies)].map((gm) => api.call(c.get_contrat_pj, { gm })),
  );
  const byName = new Map<string, DocumentType>();
  for (const type of answers.flatMap(rows).map(readDocumentType)) {
    if (type.name !== '' && !byName.has(type.name)) byName.set(type.name, type);
  }
  return [...byName.values()];
}

/** spec 4 §7.2 file/exist: whether the contract's document is there. */
export async function documentExists(api: Pick<ApiClient, 'call'>, code: string, name: string) {
  const answer = await api.call(c['file/exist'], { filename: name, code });
  return answer.exist;
}

/** spec 4 §5 the upload of a supporting document (multipart, not encrypted), then the notice. */
export async function uploadDocument(
  api: ContratApi,
  contract: Contract,
  type: DocumentType,
  file: File,
): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('code', contract.number);
  form.append('name', type.name);
  form.append('extraPath', 'PIECES');
  await api.upload(c['file/upload'], form);
  await api.call(c.update_info_file_uploaded, { contratNum: contract.number });
}

/** What the edit form changed: the contract's fields, the payment and the deposit methods. */
export interface ContractEdits {
  readonly agencyId?: string;
  readonly agency?: string;
  /** `MM/DD/YYYY`. */
  readonly start?: string;
  readonly payment?: string;
  readonly deposit?: string;
}

/** `{ version }` when there is one (an edit carries the version seen). */
const seen = (version: number | undefined) => (version === undefined ? {} : { version });

/**
 * spec 4 §2.4 `Valider mes modifications`: the contract as read with its edits (its version
 * travels with it: a stale one is refused 409), then the payment and deposit methods, each with
 * the version the previous write gave back.
 */
export async function saveContract(
  api: Pick<ApiClient, 'call'>,
  contract: Contract,
  edits: ContractEdits,
): Promise<void> {
  let version = contract.version;
  const next = (answer: Row) => {
    version = versionOf(answer) ?? (version === undefined ? undefined : version + 1);
  };
  if (edits.agencyId !== undefined || edits.start !== undefined) {
    next(
      await api.call(c.update_contrat, {
        contrat: {
          ...contract.record,
          ...seen(version),
          ...(edits.agencyId !== undefined && {
            ID_Agence: edits.agencyId,
            ID_LIEU_RETRAIT: edits.agencyId,
            Lieu_retrait_nom: edits.agency ?? '',
          }),
          ...(edits.start !== undefined && { 'LocdataS_::Date Debut Loc': edits.start }),
        },
      }),
    );
  }
  if (edits.payment !== undefined) {
    next(
      await api.call(c.send_to_facturation, {
        idLigne: contract.id,
        numContrat: contract.number,
        paiement: edits.payment,
        ...seen(version),
      }),
    );
  }
  if (edits.deposit !== undefined) {
    await api.call(c.update_caution, {
      idLigne: contract.id,
      modeDepot: edits.deposit,
      montant: contract.depositAsked === '' ? 0 : Number(contract.depositAsked),
      ...seen(version),
    });
  }
}

export const invoiceContract = (api: Pick<ApiClient, 'call'>, contract: Contract, user: string) =>
  api.call(c.facturation, { contrat: contract.number, user, ...seen(contract.version) });

export async function renewContract(api: Pick<ApiClient, 'call'>, contract: Contract) {
  const answer = await api.call(c.renew_contrat, {
    contrat: contract.number,
    ...seen(contract.version),
  });
  return text(answer.data.scriptResult);
}

export const closeContract = (api: Pick<ApiClient, 'call'>, contract: Contract) =>
  api.call(c.cloture_contrat, { contrat: contract.number, ...seen(contract.version) });

export const sendToSign = (api: Pick<ApiClient, 'call'>, number: string) =>
  api.call(c.send_to_signe, { id: number });

/** spec 4 §4.2 the per-line status buttons. */
export type LineMove = 'sortie_mat' | 'retour_mat' | 'cancel_mat';
export const moveLine = (api: Pick<ApiClient, 'call'>, line: ContractLine, move: LineMove) =>
  api.call(c[move], { idContrat: line.id, ...seen(line.version) });

export const removeLine = (api: Pick<ApiClient, 'call'>, line: ContractLine) =>
  api.call(c.delete_mat, { contrat: { CLD_ID_CONTRAT_LOC_DATA: line.id } });

export const sendLineToConditionCheck = (api: Pick<ApiClient, 'call'>, line: ContractLine) =>
  api.call(c.send_mat_etadl, { id: line.id, ...seen(line.version) });

export const sendLineToAfterSales = (
  api: Pick<ApiClient, 'call'>,
  contract: Contract,
  line: ContractLine,
  comment: string,
) =>
  api.call(c.send_mat_or, {
    matricul: line.matricule,
    contrat: contract.number,
    id: line.id,
    commente: comment,
  });

/**
 * spec 4 §4.3 « Changing an item's registration: for an En attente item the web-synchronised
 * update is called; otherwise the change-registration call is used ».
 */
export function changeMatricule(
  api: Pick<ApiClient, 'call'>,
  contract: Contract,
  line: ContractLine,
  next: string,
) {
  return line.status === 'En attente'
    ? api.call(c.update_contrat_from_SSynch, {
        CLD_ID_WEB: line.webId,
        CLD_MATRICULE: next,
        ...seen(line.version),
      })
    : api.call(c.change_matricule, {
        contrat: contract.number,
        idcldata: line.id,
        matricule: line.matricule,
        nvMatricule: next,
        ...seen(line.version),
      });
}

/** spec 4 §7.2 is_materiel_free: the answer, with who holds it, until when, what else is free. */
export interface Availability {
  readonly free: boolean;
  readonly heldBy: string;
  /** When it is free again, as the server words it (empty when not said). */
  readonly until: string;
  readonly alternatives: readonly string[];
}

const listOfTexts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'object' && v !== null ? text((v as Row).MATRICULE) : text(v)))
    : [];

/**
 * The availability of a registration (spec 4 §7.2 « answer data.disponible as text true or
 * false »), over the rental period when one is known (ours: CLD_DATE_DEPART, CLD_DATE_RETOUR in
 * the `uuid` object), with who holds it until when and the free ones of its sub-family.
 */
export async function checkAvailability(
  api: Pick<ApiClient, 'call'>,
  equipment: Equipment,
  period?: { readonly start: string; readonly end: string },
): Promise<Availability> {
  const answer: Row = await api.call(c.is_materiel_free, {
    uuid: {
      UID: equipment.uid,
      ...(period && { CLD_DATE_DEPART: period.start, CLD_DATE_RETOUR: period.end }),
    },
  });
  const until = text(answer.jusqu_au);
  return {
    free: answer.disponible === 'true',
    heldBy: text(answer.detenu_par),
    until: until === '' ? '' : formatFrenchDateTime(Date.parse(until)),
    alternatives: listOfTexts(answer.libres).filter((m) => m !== ''),
  };
}

/** spec 4 §7.2 add_mat: the lines added to an existing contract. */
export const addLines = (api: Pick<ApiClient, 'call'>, lines: readonly Row[]) =>
  api.call(c.add_mat, { contratData: [...lines] });

/** spec 4 §7.3 clients by name (data.data.data[].fieldData). */
export async function searchClients(api: Pick<ApiClient, 'call'>, name: string): Promise<Client[]> {
  const answer = await api.call(c.get_clients_by_name, { name });
  return answer.data.data.map((entry) => readClient(entry.fieldData as Row));
}

/** spec 4 §7.3 cities of a 5-digit zip code (data.data[].fieldData.Name). */
export async function citiesOf(api: Pick<ApiClient, 'call'>, code: string): Promise<string[]> {
  return fieldRecords(await api.call(c.get_city_liste_from_zipcode, { code })).map((r) => r.Name);
}

/** spec 4 §7.3 client_create: the new client's `id_web`. */
export async function createClient(
  api: Pick<ApiClient, 'call'>,
  data: CallPayload<(typeof c.client_create)['payload']>['data'],
): Promise<string> {
  const answer = await api.call(c.client_create, { data });
  return text(answer.id_web);
}

/** spec 4 §7.3 edit_client: the client object as edited. */
export const editClient = (api: Pick<ApiClient, 'call'>, client: Row) =>
  api.call(c.edit_client, { client: { ...client } });

/** spec 4 §7.3 create contract: the reference in data.data.scriptResult. */
export async function createContract(
  api: Pick<ApiClient, 'call'>,
  lines: readonly WizardContractLine[],
) {
  const answer = await api.call(c.creat_contrat, {
    contratData: [...lines],
  });
  return text(answer.data.scriptResult);
}
