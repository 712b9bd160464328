import { useState } from 'react';
import { readPlanningDisplay } from '@locasuite/core';
import type { PlanningDisplay } from '@locasuite/core';
import { useCall } from '@locasuite/ui';
import type { CallOutcome, ToolSession } from '@locasuite/ui';
import { TECHNICIAN_DISPLAY_KEY, saveAgency, saveDisplay } from '../api';
import type { TechnicianApi } from '../api';
import { texts } from '../texts';

export interface PlanningChoicesOptions {
  readonly api: TechnicianApi;
  readonly session: Pick<ToolSession, 'user' | 'onRefused' | 'refreshUser'>;
  /** The agency the person chose last, as the setup read it ('' when none). */
  readonly savedAgencyId: string;
  /** The red banner. */
  readonly onError: (message: string) => void;
  readonly onNotice: (message: string) => void;
}

/**
 * The person's choices saved per user (spec 2 §2.1): the display of « Affichage du planning » and
 * the Agence filter. Each shows at once and is saved behind; a failed save says so in the banner
 * and a refused session goes to the shell.
 */
export function usePlanningChoices({
  api,
  session,
  savedAgencyId,
  onError,
  onNotice,
}: PlanningChoicesOptions) {
  const { user, onRefused, refreshUser } = session;
  const username = user?.email ?? '';
  const [display, setDisplay] = useState<PlanningDisplay>(() =>
    readPlanningDisplay(user?.record.planning_display, TECHNICIAN_DISPLAY_KEY),
  );
  // The Agence filter: the person's saved choice until they pick another.
  const [agencyChoice, setAgencyChoice] = useState<string | null>(null);

  const agencySave = useCall((next: string) => saveAgency(api, username, next), { onRefused });
  const displaySave = useCall((next: PlanningDisplay) => saveDisplay(api, next), { onRefused });
  // A refused session has gone to the shell: only another failure says so in the banner.
  const failed = (outcome: CallOutcome<unknown>, message: string) => {
    if (!outcome.ok && outcome.status !== 'refused') onError(message);
  };

  const changeAgency = async (next: string) => {
    setAgencyChoice(next);
    if (username === '') return;
    failed(await agencySave.run(next), texts.agencySaveFailed);
  };

  const changeDisplay = async (next: PlanningDisplay) => {
    setDisplay(next);
    const outcome = await displaySave.run(next);
    failed(outcome, texts.display.saveFailed);
    if (!outcome.ok) return;
    onNotice(texts.display.saved);
    void refreshUser();
  };

  return { display, changeDisplay, agencyId: agencyChoice ?? savedAgencyId, changeAgency };
}
