import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  INTERVENTION_STATUS_LABELS,
  formatFrenchDateTime,
  interventionActions,
  isPastIntervention,
} from '@locasuite/core';
import type { PlanningIntervention } from '@locasuite/core';
import { DataTable, DetailList, LoadProblem, ToolDialog, words } from '@locasuite/ui';
import type { DataTableColumn, DetailItem, LoadState } from '@locasuite/ui';
import type { DetailLine } from '../api';
import { texts } from '../texts';

export interface InterventionDialogProps {
  readonly intervention: PlanningIntervention;
  readonly lines: LoadState<DetailLine[]>;
  readonly admin: boolean;
  readonly now: number;
  readonly busy: boolean;
  readonly fullScreen: boolean;
  readonly onClose: () => void;
  readonly onSend: () => void;
  readonly onCancelPlanning: () => void;
  readonly onRemove: () => void;
}

const value = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * spec 2 §2.1 intervention details: the record, its detail lines (Référence, Désignation,
 * Quantitée) and, for past ones, DATE RAPPORT, Heure Arriv(1), Heure dep(1). Admins send it to the
 * tablet, cancel its planning or remove an unscheduled card (spec 2 §4.1).
 */
export function InterventionDialog({
  intervention: i,
  lines,
  admin,
  now,
  busy,
  fullScreen,
  onClose,
  onSend,
  onCancelPlanning,
  onRemove,
}: InterventionDialogProps) {
  const d = texts.detail;
  const r = i.record;
  const fields: DetailItem[] = [
    { label: d.status, value: `${i.status} — ${INTERVENTION_STATUS_LABELS[i.status] ?? ''}` },
    { label: d.technicians, value: i.technicians.join(', ') },
    { label: d.start, value: i.start === null ? d.notPlanned : formatFrenchDateTime(i.start) },
    { label: d.end, value: i.end === null ? '' : formatFrenchDateTime(i.end) },
    { label: d.company, value: i.company },
    { label: d.address, value: i.address },
    { label: d.city, value: i.city },
    { label: d.phone, value: value(r.Telephone) },
    { label: d.theme, value: i.theme },
    { label: d.machine, value: value(r['TYPE MACHINE']) },
    { label: d.brand, value: value(r['MARQUE MACHINE']) },
    { label: d.serial, value: value(r['N° serie constr.']) },
    { label: d.internalNumber, value: value(r['N° MATR INT']) },
    { label: d.message, value: value(r.Message_Interne) },
  ];
  const past = isPastIntervention(i, now);
  const columns: DataTableColumn<DetailLine>[] = [
    { key: 'reference', header: d.reference },
    { key: 'designation', header: d.designation },
    { key: 'quantity', header: d.quantity, align: 'right' },
    ...(past
      ? [
          { key: 'reportDate', header: d.reportDate },
          { key: 'arrival', header: d.arrival },
          { key: 'departure', header: d.departure },
        ]
      : []),
  ];
  const actions = interventionActions(i);
  return (
    <ToolDialog
      title={d.title(i.number)}
      onClose={onClose}
      closeLabel={words.close}
      maxWidth="md"
      fullScreen={fullScreen}
      dividers
      actions={
        <>
          {admin && actions.remove && (
            <Button color="error" onClick={onRemove} disabled={busy}>
              {d.remove}
            </Button>
          )}
          {admin && actions.cancel && (
            <Button color="warning" onClick={onCancelPlanning} disabled={busy}>
              {d.cancelPlanning}
            </Button>
          )}
          {admin && actions.send && (
            <Button variant="contained" onClick={onSend} disabled={busy}>
              {d.send}
            </Button>
          )}
        </>
      }
    >
      <DetailList items={fields} sx={{ mb: 2 }} />
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {d.lines}
      </Typography>
      <LoadProblem load={lines} failedMessage={d.linesFailed} />
      <DataTable
        label={d.lines}
        columns={columns}
        rows={lines.data ?? []}
        getRowId={(line) => `${line.reference}-${line.designation}-${line.quantity}`}
        emptyMessage={lines.status === 'empty' ? d.noLine : ''}
        loading={lines.loading}
        dense
      />
    </ToolDialog>
  );
}
