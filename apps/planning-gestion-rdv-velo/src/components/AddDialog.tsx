import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  RECURRENCE_INTERVALS,
  canAddAvailability,
  formatFrenchDay,
  normaliseSlotTime,
  pastSlotStart,
  recurrenceWeekday,
  recurrenceWeeks,
  timeFieldStates,
  timeRangeState,
} from '@locasuite/core';
import { ConfirmDialog, FrenchDateField, useDialogAction } from '@locasuite/ui';
import type { NewSlots, RdvAgency, RdvType } from '../api';
import { SlotAgencyField, SlotFormDialog, SlotTypeChecks } from './SlotForm';
import { texts } from '../texts';

const T = texts.add;

interface Range {
  readonly id: number;
  readonly start: string;
  readonly end: string;
}

export interface AddDialogProps {
  /** The chosen day (00:00 UTC), or null from the management dialog. */
  readonly day: number | null;
  readonly agency: string;
  /** The default time range (spec 2 §5.2: now and now plus one hour, or the clicked time). */
  readonly range: { readonly start: string; readonly end: string };
  readonly agencies: readonly RdvAgency[];
  readonly types: readonly RdvType[];
  readonly fullScreen: boolean;
  readonly onClose: () => void;
  /** Creates the slots; rejects with the server's French message. */
  readonly onAdd: (slots: NewSlots) => Promise<void>;
  /** The clock (default: the browser's), for stories and tests. */
  readonly clock?: () => number;
}

const validDay = (d: Date | null): d is Date => d !== null && !Number.isNaN(d.getTime());

/**
 * spec 2 §2.2 add-availability dialog, §5.2: the date, at least one appointment type before the
 * time ranges show, one or more ranges (green or red border, at least one kept), an optional
 * weekly recurrence on the start day's weekday every 1 to 5 weeks; `Ajouter` only when valid.
 */
export function AddDialog({
  day: initialDay,
  agency: initialAgency,
  range,
  agencies,
  types,
  fullScreen,
  onClose,
  onAdd,
  clock = Date.now,
}: AddDialogProps) {
  const [day, setDay] = useState<Date | null>(initialDay === null ? null : new Date(initialDay));
  const [agency, setAgency] = useState(initialAgency || (agencies[0]?.id ?? ''));
  const [chosenTypes, setTypes] = useState<string[]>([]);
  const [ranges, setRanges] = useState<Range[]>([{ id: 1, ...range }]);
  const [weekly, setWeekly] = useState(false);
  const [weeklyEnd, setWeeklyEnd] = useState<Date | null>(null);
  const [interval, setInterval] = useState(1);
  const action = useDialogAction();
  const busy = action.busy;
  /** The slots waiting for Oui to « Disponibilité dans le passé », and the past start said. */
  const [past, setPast] = useState<{ slots: NewSlots; start: string } | null>(null);

  const dayMs = validDay(day) ? day.getTime() : null;
  const weekday = dayMs === null ? null : recurrenceWeekday(dayMs);
  const endMs = validDay(weeklyEnd) ? weeklyEnd.getTime() : null;
  const endProblem =
    !weekly || dayMs === null
      ? null
      : endMs === null
        ? ''
        : endMs < dayMs
          ? T.weeklyEndBefore
          : recurrenceWeekday(endMs) !== weekday
            ? T.weeklyEndWeekday(texts.weekdays[weekday ?? 0] ?? '')
            : null;
  const valid =
    agency !== '' &&
    canAddAvailability({ day: dayMs, types: chosenTypes, ranges }) &&
    (!weekly || endProblem === null);

  const setRange = (id: number, field: 'start' | 'end', value: string) =>
    setRanges((rs) => rs.map((r) => (r.id === id ? { ...r, [field]: value } : r)));

  const create = (slots: NewSlots) => action.run(() => onAdd(slots));
  const add = async () => {
    if (!valid || dayMs === null) return;
    const slots: NewSlots = {
      agency,
      city: agencies.find((a) => a.id === agency)?.city ?? '',
      day: dayMs,
      types: chosenTypes,
      ranges: ranges.map((r) => ({
        start: normaliseSlotTime(r.start) ?? r.start,
        end: normaliseSlotTime(r.end) ?? r.end,
      })),
      weekly: weekly && endMs !== null ? { end: endMs, interval } : null,
    };
    // A slot already past is asked first: nobody could book it.
    const start = pastSlotStart(dayMs, slots.ranges, clock());
    if (start === null) await create(slots);
    else setPast({ slots, start });
  };

  return (
    <SlotFormDialog
      title={T.title}
      fullScreen={fullScreen}
      action={action}
      onClose={onClose}
      confirm={valid ? { label: T.submit, onClick: () => void add() } : undefined}
    >
      <FrenchDateField label={T.day} value={day} onChange={setDay} required fullWidth />
      <SlotAgencyField label={T.agency} agencies={agencies} value={agency} onChange={setAgency} />
      <SlotTypeChecks label={T.types} types={types} chosen={chosenTypes} onChange={setTypes} />
      {chosenTypes.length > 0 && (
        <>
          {ranges.map((r, i) => {
            const state = timeRangeState(r.start, r.end);
            const fields = timeFieldStates(r.start, r.end);
            // The message goes under the first field at fault (red), and says what is wrong with it.
            const messageUnder = fields.start !== 'valid' ? 'start' : 'end';
            const timeField = (field: 'start' | 'end') => {
              const fault = fields[field] !== 'valid';
              const color = fault ? 'error.main' : 'success.main';
              return (
                <TextField
                  label={field === 'start' ? T.start : T.end}
                  placeholder={texts.timePlaceholder}
                  size="small"
                  value={r[field]}
                  onChange={(e) => setRange(r.id, field, e.target.value)}
                  error={fault}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { inputMode: 'numeric', maxLength: 5 },
                  }}
                  helperText={
                    fault && messageUnder === field ? T.rangeState[fields[field]] : undefined
                  }
                  sx={{
                    flex: 1,
                    '& .MuiOutlinedInput-notchedOutline': { borderColor: color, borderWidth: 2 },
                  }}
                />
              );
            };
            return (
              <Box
                key={r.id}
                role="group"
                aria-label={T.range(i + 1)}
                data-state={state}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
              >
                {timeField('start')}
                {timeField('end')}
                <IconButton
                  aria-label={T.removeRange(i + 1)}
                  disabled={ranges.length <= 1}
                  onClick={() => setRanges((rs) => rs.filter((x) => x.id !== r.id))}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            );
          })}
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              setRanges((rs) => [
                ...rs,
                { id: Math.max(0, ...rs.map((x) => x.id)) + 1, start: '', end: '' },
              ])
            }
            sx={{ alignSelf: 'flex-start' }}
          >
            {T.addRange}
          </Button>
          <FormControlLabel
            label={T.weekly}
            control={<Checkbox checked={weekly} onChange={(e) => setWeekly(e.target.checked)} />}
          />
          {weekly && (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Box>
                <FormLabel component="legend">{T.weekday}</FormLabel>
                <FormGroup row>
                  {texts.weekdays.map((name, index) => (
                    <FormControlLabel
                      key={name}
                      label={name}
                      disabled={index !== weekday}
                      control={<Checkbox checked={index === weekday} readOnly />}
                    />
                  ))}
                </FormGroup>
              </Box>
              <FrenchDateField
                label={T.weeklyEnd}
                value={weeklyEnd}
                onChange={setWeeklyEnd}
                applyWhenComplete
                minDate={day ?? undefined}
                error={Boolean(endProblem)}
                helperText={endProblem || undefined}
                fullWidth
              />
              <TextField
                select
                label={T.interval}
                size="small"
                value={interval}
                onChange={(e) => setInterval(Number(e.target.value))}
                fullWidth
              >
                {RECURRENCE_INTERVALS.map((n) => (
                  <MenuItem key={n} value={n}>
                    {T.intervalValue(n)}
                  </MenuItem>
                ))}
              </TextField>
              {dayMs !== null && endMs !== null && endProblem === null && (
                <Typography color="text.secondary">
                  {T.weeks(recurrenceWeeks(dayMs, endMs))}
                </Typography>
              )}
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        open={past !== null}
        title={T.pastTitle}
        message={past ? T.past(formatFrenchDay(past.slots.day), past.start) : ''}
        busy={busy}
        onConfirm={() => {
          if (!past) return;
          setPast(null);
          void create(past.slots);
        }}
        onCancel={() => setPast(null)}
      />
    </SlotFormDialog>
  );
}
