import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RDV_VALIDE_LABELS, formatFrenchLongDay, slotActions } from '@locasuite/core';
import { ToolDialog, words } from '@locasuite/ui';
import type { RdvAgency, RdvType, Slot } from '../api';
import { texts } from '../texts';

export interface SlotDialogProps {
  readonly slot: Slot;
  readonly admin: boolean;
  readonly agencies: readonly RdvAgency[];
  readonly types: readonly RdvType[];
  readonly fullScreen: boolean;
  readonly busy: boolean;
  readonly onClose: () => void;
  readonly onEdit: () => void;
  readonly onFree: () => void;
  readonly onDelete: () => void;
  readonly onBook: () => void;
}

const T = texts.detail;

/**
 * spec 2 §2.2 slot detail: the slot, its client, contract and comment history; Modifier when the
 * slot carries key data or for admins, Liberer and Supprimer for admins (spec 2 §5.2).
 */
export function SlotDialog({
  slot,
  admin,
  agencies,
  types,
  fullScreen,
  busy,
  onClose,
  onEdit,
  onFree,
  onDelete,
  onBook,
}: SlotDialogProps) {
  const actions = slotActions(
    {
      LIBRE: slot.booked ? 1 : 0,
      CODE_CLIENT: slot.clientCode,
      RESERVATION_NUM: slot.reservation,
    },
    admin,
  );
  const agency = agencies.find((a) => a.id === slot.agency);
  const rows: [string, string][] = [
    [T.day, formatFrenchLongDay(slot.day)],
    [T.hours, T.time(slot.start, slot.end)],
    [T.agency, agency ? agency.name : slot.city],
    [
      T.types,
      types
        .filter((t) => slot.types.includes(t.KEY))
        .map((t) => t.LABEL_TECH)
        .join(', '),
    ],
    [T.bookedLabel, slot.booked ? T.yes : T.no],
    [T.weekly, slot.weekly ? T.yes : T.no],
  ];
  if (slot.booked) {
    rows.push(
      [T.status, RDV_VALIDE_LABELS[slot.status]],
      [T.client, [slot.lastName, slot.firstName].filter(Boolean).join(' ')],
      [T.code, slot.clientCode],
      [T.phone, slot.phone],
      [T.mail, slot.mail],
      [T.bikeType, slot.bikeType],
      [T.reservation, slot.reservation],
      [T.contract, [slot.contract, slot.matricule].filter(Boolean).join(' · ')],
    );
  }
  return (
    <ToolDialog
      title={T.title}
      onClose={onClose}
      closeLabel={words.close}
      fullScreen={fullScreen}
      dividers
      actions={
        <>
          {admin && !slot.booked && (
            <Button variant="contained" onClick={onBook} disabled={busy}>
              {T.book}
            </Button>
          )}
          {actions.edit && (
            <Button variant="outlined" onClick={onEdit} disabled={busy}>
              {T.edit}
            </Button>
          )}
          {actions.free && (
            <Button variant="outlined" color="warning" onClick={onFree} disabled={busy}>
              {T.free}
            </Button>
          )}
          {actions.delete && (
            <Button variant="outlined" color="error" onClick={onDelete} disabled={busy}>
              {T.delete}
            </Button>
          )}
        </>
      }
    >
      <Table size="small" aria-label={T.title}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        {T.comments}
      </Typography>
      {slot.comments.length === 0 ? (
        <Typography color="text.secondary">{T.noComment}</Typography>
      ) : (
        <Table size="small" aria-label={T.comments}>
          <TableHead>
            <TableRow>
              <TableCell>{T.commentDate}</TableCell>
              <TableCell>{T.commentUser}</TableCell>
              <TableCell>{T.commentMsg}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {slot.comments.map((c, i) => (
              <TableRow key={`${c.date}-${i}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.date}</TableCell>
                <TableCell>{c.user}</TableCell>
                <TableCell>{c.msg}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ToolDialog>
  );
}
