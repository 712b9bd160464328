// Apart from offlineReads.ts: the shell's session imports these on sign-in and home, which must
// stay light (ui README « What it must not import »); Dexie loads with the first use.

/** The device store, loaded on first use (never with sign-in or home). */
export async function answersStore() {
  if (typeof indexedDB === 'undefined') throw new Error('Ce navigateur ne garde rien.');
  return (await import('./deviceStore')).deviceStore();
}

/**
 * Forgets every answer kept on this device for `user` (logout). Work waiting to be sent (the
 * `pending` table) is never touched: it stays until the server accepted it (DECISIONS.md).
 */
export async function clearDeviceAnswers(user: string | null | undefined): Promise<void> {
  const name = user?.trim() ?? '';
  if (name === '') return;
  try {
    await (await answersStore()).answers.where('user').equals(name).delete();
  } catch {
    // Nothing kept, or a browser that cannot keep anything: nothing to forget.
  }
}

/** The identifier answers are kept under for a signed-in user (the same for every page). */
export function deviceUserOf(user: { readonly email: string; readonly name: string } | null) {
  return user ? user.email.trim() || user.name.trim() : '';
}
