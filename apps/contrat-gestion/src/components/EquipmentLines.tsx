import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canEditContract, canRemoveLine, canSetStatus, frenchDayOfWire } from '@locasuite/core';
import type { LineStatus } from '@locasuite/core';
import type { LineMove } from '../api';
import type { Contract, ContractLine } from '../records';
import { texts } from '../texts';
import { GuardedButton } from './GuardedButton';

const T = texts.line;

/** spec 4 §4.2 the three status buttons: the status each one sets, its call and its words. */
const MOVES: readonly { status: LineStatus; move: LineMove; label: string }[] = [
  { status: 'En attente', move: 'cancel_mat', label: T.waiting },
  { status: 'Sortie', move: 'sortie_mat', label: T.out },
  { status: 'Rentré', move: 'retour_mat', label: T.back },
];

const STATUS_COLOR = { 'En attente': 'default', Sortie: 'warning', Rentré: 'success' } as const;

export type LineAction =
  | { readonly kind: 'move'; readonly move: LineMove; readonly status: LineStatus }
  | { readonly kind: 'remove' | 'conditionCheck' | 'afterSales' | 'matricule' };

export interface EquipmentLinesProps {
  readonly contract: Contract;
  readonly lines: readonly ContractLine[];
  readonly busy: boolean;
  /** Adding is offered until invoiced, and not over unsaved edits. */
  readonly addWhy: string | null;
  readonly onAdd: () => void;
  readonly onAction: (line: ContractLine, action: LineAction) => void;
}

/**
 * spec 4 §2.4, §4.2 the rented equipment: per line its status and the buttons for the other
 * statuses (En attente, Sortir le materiel, Rentrer le materiel), removal only when the contract
 * is not invoiced and the item neither Sortie nor Rentré (§8 says why not), the condition check
 * and the after-sales order.
 */
export function EquipmentLines({
  contract,
  lines,
  busy,
  addWhy,
  onAdd,
  onAction,
}: EquipmentLinesProps) {
  const facts = { invoiceNumber: contract.invoiceNumber, closed: contract.closed };
  return (
    <Stack spacing={1} component="section" aria-label={texts.edit.equipment}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h3" variant="h6">
          {texts.edit.equipment}
        </Typography>
        <GuardedButton why={addWhy} startIcon={<AddIcon />} onClick={onAdd} variant="outlined">
          {texts.edit.addEquipment}
        </GuardedButton>
      </Stack>
      {lines.length === 0 && (
        <Typography color="text.secondary">{texts.edit.noEquipment}</Typography>
      )}
      {lines.map((line) => {
        const remove = canRemoveLine(facts, line.status);
        const edit = canEditContract(facts);
        return (
          <Paper
            key={line.id}
            variant="outlined"
            sx={{ p: 1.5 }}
            component="article"
            aria-label={`${line.matricule} ${line.description}`}
          >
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={1}
              sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>
                  {line.matricule} — {line.description}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {frenchDayOfWire(line.start)} → {frenchDayOfWire(line.end)} · {line.grid}{' '}
                  {line.tariff && `(${line.tariff})`}
                </Typography>
              </div>
              <Chip
                label={line.status}
                color={STATUS_COLOR[line.status as LineStatus] ?? 'default'}
                aria-label={`${T.status} : ${line.status}`}
                sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
              />
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {MOVES.filter((m) => m.status !== line.status).map((m) => {
                const guard = canSetStatus(facts, line.status, m.status);
                return (
                  <GuardedButton
                    key={m.move}
                    size="small"
                    variant="outlined"
                    why={guard.ok ? null : guard.message}
                    busy={busy}
                    onClick={() => onAction(line, { kind: 'move', move: m.move, status: m.status })}
                  >
                    {m.label}
                  </GuardedButton>
                );
              })}
              <GuardedButton
                size="small"
                color="error"
                why={remove.ok ? null : texts.why.remove}
                busy={busy}
                onClick={() => onAction(line, { kind: 'remove' })}
              >
                {T.remove}
              </GuardedButton>
              <GuardedButton
                size="small"
                why={edit.ok ? null : edit.message}
                busy={busy}
                onClick={() => onAction(line, { kind: 'matricule' })}
              >
                {T.changeMatricule}
              </GuardedButton>
              <Button
                size="small"
                disabled={busy}
                onClick={() => onAction(line, { kind: 'conditionCheck' })}
              >
                {T.toConditionCheck}
              </Button>
              <Button
                size="small"
                disabled={busy}
                onClick={() => onAction(line, { kind: 'afterSales' })}
              >
                {T.toAfterSales}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
