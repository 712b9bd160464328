import { useCallback, useMemo, useState } from 'react';
import { readRdvAgencyChoice } from '@locasuite/core';
import { useCall } from '@locasuite/ui';
import type { ToolUser } from '@locasuite/ui';
import { saveAgencyChoice } from '../api';
import type { RdvAgency, RdvApi } from '../api';
import { texts } from '../texts';

/**
 * The agencies shown: the person's saved choice (spec 2 §2.2 "remembered"), else every agency for
 * admins and the first one for others (spec 2 §6). Each change is saved; a failed save keeps the
 * choice on screen with the French message (`failure`).
 */
export function useAgencyChoice(
  api: RdvApi,
  user: ToolUser | null,
  all: readonly RdvAgency[],
  options: { readonly onRefused: () => void; readonly refreshUser: () => Promise<void> },
) {
  const admin = user?.admin === true;
  const { onRefused, refreshUser } = options;
  const [chosen, setChosen] = useState<string[] | null>(() =>
    readRdvAgencyChoice(user?.record.planning_display),
  );
  const ids = useMemo(() => {
    const known = all.map((a) => a.id);
    const shown = chosen === null ? known : chosen.filter((id) => known.includes(id));
    return admin ? shown : shown.slice(0, 1);
  }, [chosen, all, admin]);
  const save = useCall(
    useCallback((chosenIds: readonly string[]) => saveAgencyChoice(api, chosenIds), [api]),
    { onRefused },
  );
  const runSave = save.run;
  const choose = useCallback(
    (chosenIds: string[]) => {
      setChosen(chosenIds);
      void runSave(chosenIds).then((outcome) => {
        // The user record follows, so reopening the page without reloading shows the choice.
        if (outcome.ok) void refreshUser();
      });
    },
    [runSave, refreshUser],
  );
  const agencies = useMemo(() => all.filter((a) => ids.includes(a.id)), [all, ids]);
  // spec 2 §9: the first 3 agencies, then « +N autres ».
  const summary = [
    agencies
      .slice(0, 3)
      .map((a) => a.name)
      .join(', '),
    ...(agencies.length > 3 ? [texts.moreAgencies(agencies.length - 3)] : []),
  ].join(' ');
  return {
    ids,
    agencies,
    summary,
    choose,
    failure: save.message && texts.agencyList.saveFailed(save.message),
    resetFailure: save.reset,
  };
}
