import { z } from 'zod';

/**
 * Answer (`data` of a `code: 0` answer) schemas: the backend's shapes, quirks included
 * (ARCHITECTURE.md; specs §7): lists under `data[].fieldData`, optional `portalData`.
 */

/** Any record. */
export const looseRecord = () => z.record(z.string(), z.unknown());

/** One `{ fieldData, portalData? }` entry. */
export const fieldEntry = <R extends z.ZodType>(record: R) =>
  z.looseObject({
    fieldData: record,
    portalData: z.record(z.string(), z.unknown()).optional(),
    recordId: z.union([z.string(), z.number()]).optional(),
  });

/** `{ data: [{ fieldData }] }`: the standard list answer. */
export const fieldList = <R extends z.ZodType>(record: R) =>
  z.looseObject({ data: z.array(fieldEntry(record)) });

/** `{ data: { data: [{ fieldData }] } }`: the nested quirk of the user lookup and a few others. */
export const nestedFieldList = <R extends z.ZodType>(record: R) =>
  z.looseObject({ data: z.looseObject({ data: z.array(fieldEntry(record)) }) });

/** List of any records. */
export const anyList = () => fieldList(looseRecord());

/** A write acknowledgement (shape not shown in the specs: ours is FileMaker-like). */
export const ack = () =>
  z.looseObject({
    recordId: z.union([z.string(), z.number()]).optional(),
    modId: z.union([z.string(), z.number()]).optional(),
    /** Ours: the record's version after the edit (calls marked `versioned`). */
    version: z.number().optional(),
  });

/** Sign-in: `{ id: <token> }` (spec 1 §7 "data.id becomes the token"). */
export const tokenAnswer = () => z.looseObject({ id: z.string().min(1) });

/** Mail sends: `{ errorListe: string[] }` (addresses that failed). */
export const errorListeAnswer = () => z.looseObject({ errorListe: z.array(z.string()) });

/** A file's content: `{ fileBinary }` (base64). */
export const fileBinaryAnswer = () => z.looseObject({ fileBinary: z.string() });

/** FileMaker script result: `{ data: { scriptResult } }` (spec 4 §7.2 renew/creation). */
export const scriptResultAnswer = () =>
  z.looseObject({ data: z.looseObject({ scriptResult: z.union([z.string(), z.number()]) }) });

/** Key/value settings rows (spec 1 §3 Settings). */
export const settingRecord = () =>
  z.looseObject({ Key: z.string(), Value: z.union([z.string(), z.number()]).nullable() });

/** Binary answers (file_download, openPdf) carry no JSON: the client returns the bytes. */
export const binaryAnswer = () => z.instanceof(ArrayBuffer);

/** The user record (spec 1 §3 User; spec 4 §3.3 User). */
export const userRecord = () =>
  z.looseObject({
    email: z.string().optional(),
    user_name: z.string().optional(),
    web_application_to_show: z.string().nullable().optional(),
    admin: z.union([z.number(), z.string()]).nullable().optional(),
    planning_display: z.string().nullable().optional(),
    tech_to_show_planning_livraison: z.string().nullable().optional(),
    tech_to_show_planning_technicien: z.string().nullable().optional(),
    MAILS: z.string().nullable().optional(),
    user_id_agence: z.union([z.string(), z.number()]).nullable().optional(),
    user_id_societe: z.union([z.string(), z.number()]).nullable().optional(),
  });
