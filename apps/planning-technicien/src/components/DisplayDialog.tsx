import { useState } from 'react';
import Stack from '@mui/material/Stack';
import {
  AVAILABILITY_DAYS_SHOWN,
  AVAILABILITY_END_TIMES,
  AVAILABILITY_SLOT_DURATIONS,
  AVAILABILITY_START_TIMES,
} from '@locasuite/core';
import type { PlanningDisplay } from '@locasuite/core';
import { ChoiceSelect, ToolDialog, words } from '@locasuite/ui';
import { texts } from '../texts';

export interface DisplayDialogProps {
  readonly display: PlanningDisplay;
  readonly onClose: () => void;
  /** Saves the choice for the user (spec 2 §2.1 "saved per user"). */
  readonly onSave: (display: PlanningDisplay) => void;
}

/** spec 2 §2.1 'Affichage du planning': days shown, slot duration, start and end time (§9). */
export function DisplayDialog({ display, onClose, onSave }: DisplayDialogProps) {
  const [chosen, setChosen] = useState(display);
  const set = (patch: Partial<PlanningDisplay>) => setChosen((d) => ({ ...d, ...patch }));
  return (
    <ToolDialog
      title={texts.display.title}
      onClose={onClose}
      maxWidth="xs"
      confirm={{ label: words.save, onClick: () => onSave(chosen) }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ChoiceSelect
          id="technicien-days"
          label={texts.display.days}
          value={chosen.selectedNbrDays}
          choices={AVAILABILITY_DAYS_SHOWN}
          format={texts.display.dayCount}
          onChange={(selectedNbrDays) => set({ selectedNbrDays })}
        />
        <ChoiceSelect
          id="technicien-slot"
          label={texts.display.slot}
          value={chosen.selectedslotduration}
          choices={AVAILABILITY_SLOT_DURATIONS}
          onChange={(selectedslotduration) => set({ selectedslotduration })}
        />
        <ChoiceSelect
          id="technicien-start"
          label={texts.display.start}
          value={chosen.selectedStartTime}
          choices={AVAILABILITY_START_TIMES}
          onChange={(selectedStartTime) => set({ selectedStartTime })}
        />
        <ChoiceSelect
          id="technicien-end"
          label={texts.display.end}
          value={chosen.selectedEndTime}
          choices={AVAILABILITY_END_TIMES}
          onChange={(selectedEndTime) => set({ selectedEndTime })}
        />
      </Stack>
    </ToolDialog>
  );
}
