import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  AVAILABILITY_DAYS_SHOWN,
  AVAILABILITY_END_TIMES,
  AVAILABILITY_SLOT_DURATIONS,
  AVAILABILITY_START_TIMES,
} from '@locasuite/core';
import type { PlanningDisplay } from '@locasuite/core';
import { words } from '@locasuite/ui';
import { texts } from '../texts';

export interface DisplayDialogProps {
  readonly display: PlanningDisplay;
  readonly onClose: () => void;
  /** Saves the choice for the user (spec 2 §2.1 "saved per user"). */
  readonly onSave: (display: PlanningDisplay) => void;
}

function Choice<T extends string | number>(props: {
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  format?: (value: T) => string;
  onChange: (value: T) => void;
}) {
  const { id, label, value, choices, format = String, onChange } = props;
  return (
    <TextField
      select
      id={id}
      label={label}
      value={String(value)}
      onChange={(e) => {
        const next = choices.find((c) => String(c) === e.target.value);
        if (next !== undefined) onChange(next);
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={String(choice)} value={String(choice)}>
          {format(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** spec 2 §2.1 'Affichage du planning': days shown, slot duration, start and end time (§9). */
export function DisplayDialog({ display, onClose, onSave }: DisplayDialogProps) {
  const [chosen, setChosen] = useState(display);
  const set = (patch: Partial<PlanningDisplay>) => setChosen((d) => ({ ...d, ...patch }));
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{texts.display.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Choice
            id="technicien-days"
            label={texts.display.days}
            value={chosen.selectedNbrDays}
            choices={AVAILABILITY_DAYS_SHOWN}
            format={texts.display.dayCount}
            onChange={(selectedNbrDays) => set({ selectedNbrDays })}
          />
          <Choice
            id="technicien-slot"
            label={texts.display.slot}
            value={chosen.selectedslotduration}
            choices={AVAILABILITY_SLOT_DURATIONS}
            onChange={(selectedslotduration) => set({ selectedslotduration })}
          />
          <Choice
            id="technicien-start"
            label={texts.display.start}
            value={chosen.selectedStartTime}
            choices={AVAILABILITY_START_TIMES}
            onChange={(selectedStartTime) => set({ selectedStartTime })}
          />
          <Choice
            id="technicien-end"
            label={texts.display.end}
            value={chosen.selectedEndTime}
            choices={AVAILABILITY_END_TIMES}
            onChange={(selectedEndTime) => set({ selectedEndTime })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {words.cancel}
        </Button>
        <Button variant="contained" onClick={() => onSave(chosen)}>
          {words.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
