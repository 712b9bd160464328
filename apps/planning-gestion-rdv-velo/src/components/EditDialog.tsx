import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RDV_VALIDE_LABELS, hasKeyData, normaliseSlotTime } from '@locasuite/core';
import { FrenchDateField, conflictAware, useDialogAction, words } from '@locasuite/ui';
import type { RdvAgency, RdvType, Slot } from '../api';
import { SlotAgencyField, SlotFormDialog, SlotTypeChecks } from './SlotForm';
import { texts } from '../texts';

const T = texts.edit;
const STATUSES = [0, 1, 2, 3] as const;

export interface EditDialogProps {
  readonly slot: Slot;
  readonly admin: boolean;
  readonly agencies: readonly RdvAgency[];
  readonly types: readonly RdvType[];
  readonly fullScreen: boolean;
  readonly onClose: () => void;
  /**
   * Saves the changed fields (`edit_dispo` newData) on `base`, the slot as the form was filled
   * from it (its version: a later one read meanwhile does not make a stale save pass); rejects
   * with the server's French message, shown here while everything typed stays.
   */
  readonly onSave: (newData: Record<string, unknown>, base: Slot) => Promise<void>;
  /** After a 409: reads the slot again (null when it is gone or unreadable). */
  readonly onStale: () => Promise<Slot | null>;
}

const sameDay = (a: Date | null, ms: number) => a !== null && a.getTime() === ms;
const sameTypes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k) => b.includes(k));

/**
 * spec 2 §2.2 MODIFICATIONS, §5.2: date, times, type and agency for admins; status and comment of
 * booked slots (for everyone when the slot carries key data).
 */
export function EditDialog({
  slot,
  admin,
  agencies,
  types,
  fullScreen,
  onClose,
  onSave,
  onStale,
}: EditDialogProps) {
  // The slot the form stands on: the one opened, then the one read after a 409. Live updates of
  // `slot` meanwhile do not change it: a save on what the person did not see answers 409.
  const [base, setBase] = useState(slot);
  const [day, setDay] = useState<Date | null>(new Date(slot.day));
  const [start, setStart] = useState(slot.start);
  const [end, setEnd] = useState(slot.end);
  const [agency, setAgency] = useState(slot.agency);
  const [chosenTypes, setTypes] = useState<string[]>([...slot.types]);
  const [status, setStatus] = useState<number>(slot.status);
  const [comment, setComment] = useState('');
  const action = useDialogAction();
  const statusEditable =
    base.booked &&
    (admin || hasKeyData({ CODE_CLIENT: base.clientCode, RESERVATION_NUM: base.reservation }));

  /**
   * The slot changed under the form (409): the fields the person left as they were take the new
   * values, the ones they changed keep their typing; the next save is on the new version.
   */
  const rebase = (fresh: Slot) => {
    if (sameDay(day, base.day)) setDay(new Date(fresh.day));
    if (start === base.start) setStart(fresh.start);
    if (end === base.end) setEnd(fresh.end);
    if (agency === base.agency) setAgency(fresh.agency);
    if (sameTypes(chosenTypes, base.types)) setTypes([...fresh.types]);
    if (status === base.status) setStatus(fresh.status);
    setBase(fresh);
  };

  const newData = (): Record<string, unknown> => {
    const data: Record<string, unknown> = {};
    if (admin) {
      const dayMs = day && !Number.isNaN(day.getTime()) ? day.getTime() : base.day;
      if (dayMs !== base.day) data.JOUR = dayMs + 12 * 3_600_000;
      const from = normaliseSlotTime(start) ?? start;
      const to = normaliseSlotTime(end) ?? end;
      if (from !== base.start) data.DEBUT = from;
      if (to !== base.end) data.FIN = to;
      if (agency !== base.agency) {
        data.AGENCE = agency;
        data.VILLE = agencies.find((a) => a.id === agency)?.city ?? '';
      }
      if (!sameTypes(chosenTypes, base.types))
        for (const t of types) data[t.KEY] = chosenTypes.includes(t.KEY) ? 1 : 0;
    }
    if (statusEditable) {
      if (status !== base.status) data.RDV_VALIDE = status;
      if (comment.trim() !== '') data.COMMENTAIRE = comment.trim();
    }
    return data;
  };

  const save = () =>
    action.run(
      conflictAware(
        () => onSave(newData(), base),
        async () => {
          const fresh = await onStale();
          if (fresh) rebase(fresh);
        },
      ),
    );

  return (
    <SlotFormDialog
      title={T.title}
      fullScreen={fullScreen}
      action={action}
      onClose={onClose}
      confirm={{ label: words.save, onClick: () => void save() }}
    >
      {admin && (
        <>
          <FrenchDateField label={T.day} value={day} onChange={setDay} fullWidth />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField
              label={T.start}
              placeholder={texts.timePlaceholder}
              size="small"
              value={start}
              onChange={(e) => setStart(e.target.value)}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { inputMode: 'numeric', maxLength: 5 },
              }}
              fullWidth
            />
            <TextField
              label={T.end}
              placeholder={texts.timePlaceholder}
              size="small"
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { inputMode: 'numeric', maxLength: 5 },
              }}
              fullWidth
            />
          </Box>
          <SlotAgencyField
            label={T.agency}
            agencies={agencies}
            value={agency}
            onChange={setAgency}
          />
          <SlotTypeChecks label={T.types} types={types} chosen={chosenTypes} onChange={setTypes} />
        </>
      )}
      {statusEditable && (
        <>
          <TextField
            select
            label={T.status}
            size="small"
            value={status}
            onChange={(e) => setStatus(Number(e.target.value))}
            fullWidth
          >
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {s === 0 ? T.statusNone : RDV_VALIDE_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={T.comment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            fullWidth
          />
        </>
      )}
    </SlotFormDialog>
  );
}
