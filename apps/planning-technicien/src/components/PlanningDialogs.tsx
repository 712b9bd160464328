import type { PlanningDisplay } from '@locasuite/core';
import { refusalAware } from '@locasuite/ui';
import { saveComment, saveSettings, saveTechniciansToShow, saveUnavailability } from '../api';
import type { PlanningSetup, TechnicianApi, Unavailability } from '../api';
import { useComments } from '../hooks/useComments';
import { texts } from '../texts';
import { lazyDialogs } from './lazyDialogs';

const { DisplayDialog, SettingsDialog, TechniciansDialog, CommentsDialog } = lazyDialogs;

/** The dialogs of the header and the control column; the last three are the admin's (§6). */
export type PlanningDialog = 'display' | 'settings' | 'technicians' | 'comments';

export interface PlanningDialogsProps {
  readonly open: PlanningDialog | null;
  readonly onClose: () => void;
  readonly api: TechnicianApi;
  readonly admin: boolean;
  readonly now: number;
  readonly fullScreen: boolean;
  readonly display: PlanningDisplay;
  /** A display chosen in « Affichage du planning » (the page saves it). */
  readonly onDisplay: (display: PlanningDisplay) => void;
  readonly setup: PlanningSetup;
  /** Every technician, and the ones shown as rows (spec 2 §2.1 technician selection). */
  readonly technicians: readonly string[];
  readonly shown: readonly string[];
  readonly unavailabilities: readonly Unavailability[];
  readonly onNotice: (message: string) => void;
  readonly reloadSetup: () => void;
  readonly reloadPlanning: () => void;
  readonly refreshUser: () => Promise<void>;
  readonly onRefused: () => void;
}

/**
 * The dialog open among display settings, calendar settings, technician selection with
 * unavailabilities, and comments (spec 2 §2.1), with their saves; each dialog shows its own
 * refusals, and a refused session goes to the shell.
 */
export function PlanningDialogs({
  open,
  onClose,
  api,
  admin,
  now,
  fullScreen,
  display,
  onDisplay,
  setup,
  technicians,
  shown,
  unavailabilities,
  onNotice,
  reloadSetup,
  reloadPlanning,
  refreshUser,
  onRefused,
}: PlanningDialogsProps) {
  const comments = useComments(api, open === 'comments', onRefused);
  if (open === 'display') {
    return <DisplayDialog display={display} onClose={onClose} onSave={onDisplay} />;
  }
  if (!admin) return null;
  switch (open) {
    case 'settings':
      return (
        <SettingsDialog
          colors={setup.colors}
          hiddenDays={setup.hiddenDays}
          useTablet={setup.useTablet}
          onClose={onClose}
          onSave={refusalAware(async (colors: Record<string, string>, hidden: number[]) => {
            await saveSettings(api, colors, hidden);
            onClose();
            onNotice(texts.settings.saved);
            reloadSetup();
          }, onRefused)}
        />
      );
    case 'technicians':
      return (
        <TechniciansDialog
          technicians={technicians}
          shown={shown}
          unavailabilities={unavailabilities}
          types={setup.types}
          now={now}
          fullScreen={fullScreen}
          onClose={onClose}
          onSaveShown={refusalAware(async (names: string[]) => {
            await saveTechniciansToShow(api, names);
            await refreshUser();
          }, onRefused)}
          onAddUnavailability={refusalAware(async (u) => {
            await saveUnavailability(api, '', u, 1);
            reloadPlanning();
          }, onRefused)}
          onDeleteUnavailability={refusalAware(async (u) => {
            await saveUnavailability(api, u.key, u, 0);
            reloadPlanning();
          }, onRefused)}
        />
      );
    case 'comments':
      return (
        <CommentsDialog
          comments={comments}
          technicians={technicians}
          now={now}
          fullScreen={fullScreen}
          onClose={onClose}
          onAdd={refusalAware(async (c) => {
            await saveComment(api, '', c, 1);
            comments.reload();
          }, onRefused)}
          onDelete={refusalAware(async (c) => {
            await saveComment(api, c.key, c, 0);
            comments.reload();
          }, onRefused)}
        />
      );
    default:
      return null;
  }
}
