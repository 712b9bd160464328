import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import {
  formatHoursMinutes,
  formatKg,
  formatTenthsKm,
  legWeightSummary,
  type ItineraryLeg,
  type ItineraryRefusal,
  type ItineraryStop,
  type LoadCurve,
} from '@locasuite/core';
import { TEXTS } from '../texts';

export interface StopListProps {
  readonly stops: readonly ItineraryStop[];
  readonly legs: readonly ItineraryLeg[];
  readonly curve: LoadCurve;
  readonly refusals: readonly ItineraryRefusal[];
  readonly onMove: (from: number, to: number) => void;
  readonly onToggleLock: (id: string) => void;
  readonly onRemove: (id: string) => void;
}

const items = (list: ItineraryStop['deliveries']) =>
  list.map((item) => `${item.matricule} (${formatKg(item.hg)})`).join(', ') || '—';

/**
 * The legs of the itinerary (spec 3 §3.5, §9): source → client, distance and time, equipment to
 * deliver and to collect with their weights, the per-leg weight summary and the load after the
 * stop; a stop that cannot fit says why (issue 35).
 */
export function StopList({
  stops,
  legs,
  curve,
  refusals,
  onMove,
  onToggleLock,
  onRemove,
}: StopListProps) {
  if (stops.length === 0) {
    return <Typography color="text.secondary">{TEXTS.noStops}</Typography>;
  }
  return (
    <Stack
      component="ol"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={TEXTS.builder}
    >
      {stops.map((stop, index) => {
        const leg = legs[index]!;
        const problems = refusals.filter((r) => r.stopId === stop.id);
        const over = curve.firstOver === index;
        return (
          <Box
            component="li"
            key={stop.id}
            aria-label={`${TEXTS.stop(index + 1)} : ${stop.label}`}
            sx={{
              border: 1,
              borderColor: problems.length > 0 || over ? 'error.main' : 'divider',
              borderRadius: 1,
              p: 1,
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1, fontWeight: 600 }}>
                {TEXTS.stop(index + 1)} · {leg.source} → {stop.label}
              </Typography>
              <IconButton
                size="small"
                aria-label={`${TEXTS.moveUp} ${stop.label}`}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${TEXTS.moveDown} ${stop.label}`}
                disabled={index === stops.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${stop.locked ? TEXTS.unlock : TEXTS.lock} ${stop.label}`}
                aria-pressed={stop.locked}
                onClick={() => onToggleLock(stop.id)}
              >
                {stop.locked ? <LockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${TEXTS.remove} ${stop.label}`}
                onClick={() => onRemove(stop.id)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
            <Typography variant="body2">
              {leg.measure
                ? `${formatTenthsKm(leg.measure.tenthsKm)} · ${formatHoursMinutes(leg.measure.minutes)}${leg.measure.estimation ? ` (${TEXTS.estimation})` : ''}`
                : TEXTS.noPosition}
            </Typography>
            <Typography variant="body2">
              {TEXTS.toDeliver} : {items(stop.deliveries)}
            </Typography>
            <Typography variant="body2">
              {TEXTS.toCollect} : {items(stop.collections)}
            </Typography>
            <Typography variant="body2">
              {legWeightSummary(leg.deliveryHg, leg.collectionHg)}
            </Typography>
            <Typography variant="body2" color={over ? 'error' : 'text.primary'}>
              {TEXTS.loadAfter} : {formatKg(curve.afterStopHg[index] ?? 0)}
            </Typography>
            {problems.map((p) => (
              <Typography key={p.kind} variant="body2" color="error" role="alert">
                {p.message}
              </Typography>
            ))}
          </Box>
        );
      })}
    </Stack>
  );
}
