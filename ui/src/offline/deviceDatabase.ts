// What the shell asks of the device store on sign-in, home and logout, without Dexie: the store's
// library loads with the tools that keep work (ui README « What it must not import »).

/** The device's IndexedDB database (`deviceStore`). */
export const DATABASE_NAME = 'locasuite';

/** Whether this browser can keep anything (private modes of some browsers cannot). */
export function hasDeviceStore(): boolean {
  return typeof indexedDB !== 'undefined';
}

/**
 * How many pieces of work wait on this device, every tool and user together (logout asks). Plain
 * IndexedDB, not Dexie: the shell asks on every logout and should not load the store's library
 * for it; a device that never kept anything has no database and is not given one.
 */
export async function countPendingWork(): Promise<number> {
  if (!hasDeviceStore()) return 0;
  try {
    if (typeof indexedDB.databases === 'function') {
      const known = await indexedDB.databases();
      if (!known.some((d) => d.name === DATABASE_NAME)) return 0;
    }
    return await new Promise<number>((resolve) => {
      const request = indexedDB.open(DATABASE_NAME);
      request.onerror = () => resolve(0);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('pending')) {
          db.close();
          resolve(0);
          return;
        }
        const count = db.transaction('pending', 'readonly').objectStore('pending').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => {
          db.close();
          resolve(0);
        };
      };
    });
  } catch {
    return 0;
  }
}
