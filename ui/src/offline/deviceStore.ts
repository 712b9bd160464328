import { Dexie, type Table } from 'dexie';
import { DATABASE_NAME } from './deviceDatabase';

/**
 * Work finished on this device and not yet accepted by the server (spec 3 §4.2): a condition
 * report, its photos and its PDF. Kept until the server confirmed, never dropped on logout
 * (DECISIONS.md), and flagged `review` when the server refused it for a reason a retry cannot fix
 * (a record finalised meanwhile by someone else): the person decides, the device never deletes it.
 */
export interface PendingWork {
  /** `{tool}:{id}`, e.g. `etatdl:1234` (a condition report by its `CLD_IDEnreg`). */
  readonly key: string;
  readonly tool: string;
  readonly id: string;
  /** The signed-in user who finished it (their session sends it). */
  readonly user: string;
  /** What the lists show of it (spec 3 §2.1 sync list: Contrat, Matricule). */
  readonly label: Readonly<Record<string, string>>;
  /** The tool's own content: payloads, photos and PDF as Blobs or data URLs. */
  readonly data: unknown;
  readonly createdAt: number;
  readonly state: 'waiting' | 'review';
  /** Why it waits for a person (`review`), in French, as the server said it. */
  readonly message?: string;
}

/** The last answer of a read call, for pages opened without a connection. */
export interface StoredAnswer {
  /** `{user}|{family}/{call}|{payload JSON}` */
  readonly key: string;
  readonly user: string;
  readonly answer: unknown;
  readonly savedAt: number;
}

class DeviceDatabase extends Dexie {
  pending!: Table<PendingWork, string>;
  answers!: Table<StoredAnswer, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ pending: 'key, tool, user', answers: 'key, user' });
  }
}

let database: DeviceDatabase | null = null;

/** The device's store (IndexedDB `locasuite`), opened on first use. */
export function deviceStore(): DeviceDatabase {
  database ??= new DeviceDatabase(DATABASE_NAME);
  return database;
}

/** Stores (or replaces) one piece of finished work. */
export async function putPendingWork(work: PendingWork): Promise<void> {
  await deviceStore().pending.put(work);
}

/** The work of one tool waiting on this device, oldest first. */
export async function listPendingWork(tool: string): Promise<PendingWork[]> {
  const all = await deviceStore().pending.where('tool').equals(tool).toArray();
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

export async function getPendingWork(key: string): Promise<PendingWork | undefined> {
  return deviceStore().pending.get(key);
}

/** Clears one piece of work: only once the server confirmed it. */
export async function removePendingWork(key: string): Promise<void> {
  await deviceStore().pending.delete(key);
}

/**
 * Asks the browser to keep this site's storage under pressure (spec 3 §4.2: nothing lost); the
 * browser may say no, and the work is stored either way.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

const PENDING_CHANGED = 'locasuite:pending-work';

/** Tells this tab's listeners that the pending work changed (lists, red clouds, logout). */
export function announcePendingWork(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(PENDING_CHANGED));
}

/** Listens for changes of the pending work in this tab; returns the unsubscribe. */
export function onPendingWorkChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(PENDING_CHANGED, listener);
  return () => window.removeEventListener(PENDING_CHANGED, listener);
}
