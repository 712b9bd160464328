import { calls } from '@locasuite/core';
import { workQueue, type QueuedWork } from '@locasuite/ui/field';
import type { SavApi } from '../api';

/** The device store's tool name of the after-sales reports (spec 4 §3.7 « sav-database »). */
export const SAV_TOOL = 'sav';

/** A photo taken for a report, named once on the device (a replay writes the same file). */
export interface WorkPhoto {
  /** `SAV/{link}/{stamp}_photo_{n}` without its extension. */
  readonly path: string;
  readonly ext: 'jpg' | 'png';
  readonly dataUrl: string;
}

/**
 * spec 4 §4.1 « report and photos are stored locally; sent to the server (create or edit); the
 * local copy is deleted »: a whole report as the device keeps it until the server took it.
 */
export interface SavReportWork {
  /** The report's link, made on the device for a new report (`_LINK MOTEUR`). */
  readonly link: string;
  /** The server's id of a report being edited; null for a new one. */
  readonly id: string | null;
  /** The version the edit started from, and the fields it started from (the merge base). */
  readonly version: number | null;
  readonly base: Readonly<Record<string, unknown>> | null;
  /** The report's fields, its lines (`lignes`, ids made on the device) and slots. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly photos: readonly WorkPhoto[];
}

export type StoredReportWork = QueuedWork<SavReportWork>;

/** The after-sales work queue on this device (the kit's). */
export const reportQueue = workQueue<SavReportWork>(SAV_TOOL);

/**
 * Sends one report: the report with its lines in one call (creation, or editing from the version
 * seen with its base, so the server merges field by field), then its photos. Sent again, it
 * changes nothing: the link makes the creation one report, line ids one set of lines, and each
 * photo has its own path.
 */
export async function sendReport(api: SavApi, work: SavReportWork): Promise<string> {
  let id = work.id;
  if (id === null) {
    const created = await api.call(calls.sav.creat_new_or_1, {
      data: { ...work.data, '_LINK MOTEUR': work.link },
    });
    id = String(created.id);
  } else {
    await api.call(calls.sav.edit_or, {
      id,
      data: {
        ...work.data,
        ...(work.version === null ? {} : { version: work.version }),
        ...(work.base === null ? {} : { base: { ...work.base } }),
      },
    });
  }
  for (const photo of work.photos) {
    await api.call(calls.sav.file_upload_with_ext, {
      file: photo.dataUrl,
      path: photo.path,
      ext: photo.ext,
    });
  }
  return id;
}

/** The key of a report's work: one copy per report (a new save replaces the waiting one). */
export const reportWorkKey = (link: string) => `sav:${link}`;

/** Keeps a report on the device before anything is sent; its key, or null without a store. */
export function keepReport(
  work: SavReportWork,
  user: string,
  label: Readonly<Record<string, string>>,
): Promise<string | null> {
  return reportQueue.keep(
    { key: reportWorkKey(work.link), id: work.link, label, data: work },
    user,
  );
}
