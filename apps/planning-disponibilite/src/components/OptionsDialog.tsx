import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AVAILABILITY_EVENT_TYPES, EVENT_TYPE_SETTING_KEYS } from '@locasuite/core';
import type { CalendarColors, EventTypesToShow } from '@locasuite/core';
import { CalendarSettingsDialog } from '@locasuite/ui/calendar';
import type { CalendarSettingsChoice } from '@locasuite/ui/calendar';
import type { PlanningOptions } from '../api';
import { texts } from '../texts';

export interface OptionsDialogProps {
  readonly open: boolean;
  readonly options: PlanningOptions;
  readonly onClose: () => void;
  /** Saves; rejects with a French message when the server refuses. */
  readonly onSave: (options: PlanningOptions) => Promise<void>;
}

/**
 * spec 1 §2 (admins): the colour per event type and the hidden weekdays (the kit's calendar
 * settings dialog), with this planning's own event-type switches, saved through
 * save_calendar_colors, save_day_to_hide and the event-type save.
 */
export function OptionsDialog({ open, options, onClose, onSave }: OptionsDialogProps) {
  const [eventTypes, setEventTypes] = useState<EventTypesToShow>(options.eventTypes);
  const [shown, setShown] = useState<{ open: boolean; eventTypes: EventTypesToShow }>({
    open,
    eventTypes: options.eventTypes,
  });
  // Opened again, or saved by someone else: the switches show the options as they are.
  if (shown.open !== open || shown.eventTypes !== options.eventTypes) {
    if (open) setEventTypes(options.eventTypes);
    setShown({ open, eventTypes: options.eventTypes });
  }

  const save = ({ colors, hiddenDays }: CalendarSettingsChoice) => {
    const chosen = Object.fromEntries(
      AVAILABILITY_EVENT_TYPES.map((t) => [
        t,
        { ...options.colors[t], color: colors[t] ?? options.colors[t].color },
      ]),
    ) as CalendarColors;
    return onSave({ colors: chosen, hiddenDays: [...hiddenDays], eventTypes });
  };

  return (
    <CalendarSettingsDialog
      open={open}
      title={texts.optionsTitle}
      colorsTitle={texts.colorsTitle}
      colorsNote={texts.colorsOverridden}
      colors={AVAILABILITY_EVENT_TYPES.map((t) => ({
        key: t,
        label: options.colors[t].label,
        color: options.colors[t].color,
      }))}
      hiddenDays={options.hiddenDays}
      hiddenDaysTitle={texts.hiddenDaysTitle}
      onClose={onClose}
      onSave={save}
    >
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
        {texts.eventTypesTitle}
      </Typography>
      <Box>
        {EVENT_TYPE_SETTING_KEYS.map((key) => (
          <FormControlLabel
            key={key}
            label={texts.eventTypeLabels[key]}
            control={
              <Switch
                checked={eventTypes[key]}
                onChange={(e) => setEventTypes((t) => ({ ...t, [key]: e.target.checked }))}
              />
            }
          />
        ))}
      </Box>
    </CalendarSettingsDialog>
  );
}
