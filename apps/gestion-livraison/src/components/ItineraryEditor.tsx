import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatHoursMinutes,
  formatKg,
  formatTenthsKm,
  itineraryLegs,
  itineraryTotals,
  optimiseOrder,
} from '@locasuite/core';
import type { DriverInfo, MapAgency, MapClient } from '../api';
import type { ItineraryDraftState } from '../hooks/useItineraryDraft';
import { TEXTS } from '../texts';
import { OptimiseDialog, type OrderProposalView } from './OptimiseDialog';
import { StopList } from './StopList';

export interface ItineraryEditorProps {
  readonly state: ItineraryDraftState;
  readonly agencies: readonly MapAgency[];
  readonly clients: readonly MapClient[];
  readonly drivers: readonly DriverInfo[];
  readonly busy: boolean;
  /** The server's French refusal of the last save or delete, or a check of the page. */
  readonly message: string | null;
  readonly done: string | null;
  readonly onSave: () => void;
  readonly onDelete: () => void;
  readonly onNew: () => void;
}

/**
 * spec 3 §2.6 the itinerary builder and editor: name, description, driver, start (10-minute step),
 * start agency, the legs, the totals in km and hours-minutes, `Optimiser l'ordre` (issue 35).
 */
export function ItineraryEditor(props: ItineraryEditorProps) {
  const { state, agencies, clients, drivers, busy, message, done, onSave, onDelete, onNew } = props;
  const { draft, actions, legs, totals, curve, refusals, startMs, agency, payloadHg } = state;
  const [proposal, setProposal] = useState<{ view: OrderProposalView | null } | null>(null);
  const [adding, setAdding] = useState('');

  const optimise = async () => {
    if (!agency?.position || draft.stops.some((s) => !s.position)) {
      return setProposal({ view: null });
    }
    const start = { id: agency.id, label: agency.name, position: agency.position };
    const { measure, basis } = await state.measureForOrder();
    const found = optimiseOrder(
      agency.position,
      draft.stops,
      payloadHg,
      (a, b) => measure(a, b).tenthsKm,
    );
    if (!found) return setProposal({ view: null });
    const ordered = found.order.map((i) => draft.stops[i]!);
    // Before and after on the same distances: those the order was chosen on.
    const before = itineraryTotals(itineraryLegs(start, draft.stops, measure));
    const after = itineraryTotals(itineraryLegs(start, ordered, measure));
    setProposal({
      view: {
        names: ordered.map((s) => s.label),
        order: found.order,
        savedTenthsKm: before.tenthsKm - after.tenthsKm,
        savedMinutes: before.minutes - after.minutes,
        basis,
      },
    });
  };

  // A general refusal that blocks the save is said once, beside the button it disables.
  const general = refusals.filter((r) => r.stopId === null && !r.blocksSave);
  // What the server would refuse is not offered: the button says why (core's words).
  const blocking = refusals.filter((r) => r.blocksSave);
  return (
    <Stack spacing={1.5} component="section" aria-label={TEXTS.builder}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', flex: 1 }}>
          {draft.eventId === null ? TEXTS.newItinerary : TEXTS.editing(draft.name)}
        </Typography>
        <Button onClick={onNew}>{TEXTS.newItinerary}</Button>
      </Stack>
      <TextField
        label={TEXTS.name}
        required
        value={draft.name}
        onChange={(e) => actions.update({ name: e.target.value })}
        error={draft.name.trim() === '' && message !== null}
      />
      <TextField
        label={TEXTS.description}
        value={draft.description}
        onChange={(e) => actions.update({ description: e.target.value })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          required
          fullWidth
          label={TEXTS.driver}
          value={draft.driver}
          onChange={(e) => actions.update({ driver: e.target.value })}
          helperText={
            state.driverInfo
              ? `${TEXTS.payload} : ${formatKg(payloadHg)} · ${state.driverInfo.start}–${state.driverInfo.end}`
              : ' '
          }
        >
          {drivers.map((d) => (
            <MenuItem key={d.name} value={d.name}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          fullWidth
          label={TEXTS.start}
          value={draft.startText}
          onChange={(e) => actions.update({ startText: e.target.value })}
          error={startMs === null}
          helperText={startMs === null ? TEXTS.startInvalid : ' '}
        />
      </Stack>
      <TextField
        select
        label={TEXTS.startAgency}
        value={draft.agencyId}
        onChange={(e) => actions.update({ agencyId: e.target.value })}
      >
        {agencies.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={TEXTS.addClient}
        value={adding}
        onChange={(e) => {
          const client = clients.find((c) => c.code === e.target.value);
          if (client) actions.add(client);
          setAdding('');
        }}
      >
        {clients.map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {`${c.name}${c.city ? ` (${c.city})` : ''} — ${TEXTS.clientCounts(c.deliveries.length, c.collections.length)}`}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2">
        {TEXTS.departureLoad} : {formatKg(curve.departureHg)}
      </Typography>
      <StopList
        stops={draft.stops}
        legs={legs}
        curve={curve}
        refusals={refusals}
        onMove={actions.move}
        onToggleLock={actions.toggleLock}
        onRemove={actions.remove}
      />
      {general.map((r) => (
        <Alert key={r.message} severity="warning">
          {r.message}
        </Alert>
      ))}
      <Typography sx={{ fontWeight: 600 }} aria-label={TEXTS.totals}>
        {TEXTS.totals} : {formatTenthsKm(totals.tenthsKm)} · {formatHoursMinutes(totals.minutes)}
        {totals.estimation ? ` (${TEXTS.estimation})` : ''}
      </Typography>
      {blocking.length > 0 && (
        <Alert severity="info" id="enregistrement-impossible">
          {TEXTS.saveBlocked} {blocking.map((r) => r.message).join(' ')}
        </Alert>
      )}
      {message && <Alert severity="error">{message}</Alert>}
      {done && !message && <Alert severity="success">{done}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => void optimise()}
          disabled={draft.stops.length < 2 || busy}
        >
          {TEXTS.optimise}
        </Button>
        <Button
          variant="contained"
          onClick={onSave}
          disabled={busy || blocking.length > 0}
          aria-describedby={blocking.length > 0 ? 'enregistrement-impossible' : undefined}
        >
          {TEXTS.save}
        </Button>
        {draft.eventId !== null && (
          <Button color="error" onClick={onDelete} disabled={busy}>
            {TEXTS.delete}
          </Button>
        )}
      </Stack>
      <OptimiseDialog
        open={proposal !== null}
        proposal={proposal?.view ?? null}
        onClose={() => setProposal(null)}
        onApply={(order) => {
          actions.reorder(order);
          setProposal(null);
        }}
      />
    </Stack>
  );
}
