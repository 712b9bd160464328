import { lazyDialog } from '@locasuite/ui';

/**
 * The page's dialogs, opened on demand: their code (tables, date pickers) comes after the first
 * paint, loaded once the page's first load is over (`preloadDialogs`).
 */
export const lazyDialogs = {
  InterventionDialog: lazyDialog(() =>
    import('./InterventionDialog').then((m) => m.InterventionDialog),
  ),
  ReassignDialog: lazyDialog(() => import('./ReassignDialog').then((m) => m.ReassignDialog)),
  DisplayDialog: lazyDialog(() => import('./DisplayDialog').then((m) => m.DisplayDialog)),
  SettingsDialog: lazyDialog(() => import('./SettingsDialog').then((m) => m.SettingsDialog)),
  TechniciansDialog: lazyDialog(() =>
    import('./TechniciansDialog').then((m) => m.TechniciansDialog),
  ),
  CommentsDialog: lazyDialog(() => import('./CommentsDialog').then((m) => m.CommentsDialog)),
};

/** Loads the code of the dialogs everyone may open, and the admin's (spec 2 §6) for an admin. */
export function preloadDialogs(admin: boolean) {
  const { InterventionDialog, ReassignDialog, DisplayDialog } = lazyDialogs;
  const { SettingsDialog, TechniciansDialog, CommentsDialog } = lazyDialogs;
  const dialogs = [InterventionDialog, ReassignDialog, DisplayDialog];
  const adminDialogs = [SettingsDialog, TechniciansDialog, CommentsDialog];
  for (const dialog of admin ? [...dialogs, ...adminDialogs] : dialogs) dialog.preload();
}
