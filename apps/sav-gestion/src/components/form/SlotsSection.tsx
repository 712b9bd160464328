import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  SAV_LABOUR_TYPES,
  defaultSavTimeSlot,
  parseIsoDay,
  savSlotComplete,
  toIsoDay,
} from '@locasuite/core';
import type { SavTimeSlot } from '@locasuite/core';
import { ChoiceSelect, FrenchDateField } from '@locasuite/ui';
import type { SavOptions } from '../../api';
import { texts } from '../../texts';
import { FIELD_GRID, FormSection } from './FormSection';

const t = texts.form.slot;

/** An hour typed the French way (`8`, `8h`, `8h30`, `0830`, `8:30`) as `HH:MM`; else as typed. */
export function normalizeHour(typed: string): string {
  const m = /^\s*(\d{1,2})\s*(?:[:hH.]\s*(\d{2})?|(\d{2}))?\s*$/.exec(typed);
  if (!m) return typed;
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? m[3] ?? 0);
  if (hours > 23 || minutes > 59) return typed;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The duration between two `HH:MM` of one day (`HH:MM`), or `''`. */
export function slotDuration(start: string, end: string): string {
  const minutes = (hhmm: string) => {
    const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
    return m ? Number(m[1]) * 60 + Number(m[2]) : null;
  };
  const a = minutes(start);
  const b = minutes(end);
  if (a === null || b === null) return '';
  const span = (b - a + 24 * 60) % (24 * 60);
  return `${String(Math.floor(span / 60)).padStart(2, '0')}:${String(span % 60).padStart(2, '0')}`;
}

/** An hour field: typed as the person likes, written `HH:MM` when left (`normalizeHour`). */
function HourField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={props.label}
      placeholder={t.hourFormat}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={(e) => props.onChange(normalizeHour(e.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

export interface SlotsSectionProps {
  readonly slots: readonly SavTimeSlot[];
  readonly onChange: (next: readonly SavTimeSlot[]) => void;
  readonly technicians: readonly string[];
  /** The report's technician and day: a new slot's. */
  readonly technician: string;
  readonly day: string;
  readonly readOnly: boolean;
  readonly options: SavOptions;
  /** The device's clock (tests and stories). */
  readonly now?: () => Date;
}

/**
 * spec 4 §2.2 PLAGES HORAIRES, §3.3, §5, §9: a new slot starts at the current hour (minutes 0)
 * and ends one hour later (core `defaultSavTimeSlot`); with time_selection on, the duration is
 * computed from the hours and a slot needs 4 fields, otherwise it is typed and a slot needs 5 (core
 * `savSlotComplete`); labour types Main d'oeuvre and Déplacement.
 */
export function SlotsSection(props: SlotsSectionProps) {
  const { slots, onChange, readOnly, options } = props;
  const fresh = (): SavTimeSlot => ({
    technicien: props.technician,
    date: props.day,
    ...defaultSavTimeSlot({ hours: (props.now?.() ?? new Date()).getHours() }),
    type: SAV_LABOUR_TYPES[0],
  });
  const [draft, setDraft] = useState<SavTimeSlot>(fresh);
  const shown: SavTimeSlot = options.timeSelection
    ? { ...draft, duree: slotDuration(draft.debut ?? '', draft.fin ?? '') }
    : draft;
  const complete = savSlotComplete(shown, options.timeSelection);
  const set = (key: keyof SavTimeSlot, value: string) => setDraft({ ...draft, [key]: value });
  const technicians = [...new Set(['', ...props.technicians, draft.technicien ?? ''])];
  return (
    <FormSection
      title={texts.form.sections.slots}
      mandatory={options.mandatoryKeys.includes('Horaire_liste')}
    >
      {slots.length === 0 ? <Typography color="text.secondary">{t.none}</Typography> : null}
      <List dense disablePadding aria-label={texts.form.sections.slots}>
        {slots.map((slot, i) => (
          <ListItem
            key={`${slot.date}-${slot.debut}-${i}`}
            disableGutters
            secondaryAction={
              readOnly ? null : (
                <IconButton
                  edge="end"
                  aria-label={t.remove(i + 1)}
                  onClick={() => onChange(slots.filter((_s, j) => j !== i))}
                >
                  <DeleteIcon />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={`${slot.date ?? ''} ${slot.debut ?? ''} → ${slot.fin ?? ''} (${slot.duree ?? ''})`}
              secondary={`${slot.technicien ?? ''} — ${slot.type ?? ''}`}
            />
          </ListItem>
        ))}
      </List>
      {readOnly ? null : (
        <>
          <Box sx={FIELD_GRID}>
            <ChoiceSelect<string>
              id="sav-slot-technician"
              label={t.technician}
              value={draft.technicien ?? ''}
              choices={technicians}
              format={(v) => (v === '' ? '—' : v)}
              onChange={(v) => set('technicien', v)}
              fullWidth
            />
            <FrenchDateField
              label={t.date}
              value={parseIsoDay(draft.date ?? '')}
              onChange={(day) => set('date', day ? toIsoDay(day) : '')}
            />
            <HourField
              label={t.start}
              value={draft.debut ?? ''}
              onChange={(v) => set('debut', v)}
            />
            <HourField label={t.end} value={draft.fin ?? ''} onChange={(v) => set('fin', v)} />
            <TextField
              label={t.duration}
              value={shown.duree ?? ''}
              onChange={(e) => set('duree', e.target.value)}
              slotProps={{ htmlInput: { readOnly: options.timeSelection } }}
            />
            <ChoiceSelect<string>
              id="sav-slot-labour"
              label={t.labour}
              value={draft.type ?? SAV_LABOUR_TYPES[0]}
              choices={SAV_LABOUR_TYPES}
              onChange={(v) => set('type', v)}
              fullWidth
            />
          </Box>
          {complete ? null : (
            <Typography variant="body2" color="error">
              {t.incomplete(options.timeSelection ? 4 : 5)}
            </Typography>
          )}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={!complete}
              onClick={() => {
                onChange([...slots, shown]);
                setDraft(fresh());
              }}
            >
              {t.add}
            </Button>
          </Box>
        </>
      )}
    </FormSection>
  );
}
