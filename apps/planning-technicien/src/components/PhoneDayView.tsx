import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { INTERVENTION_STATUS_LABELS, formatTime, interventionColor } from '@locasuite/core';
import type { PlanningIntervention } from '@locasuite/core';
import type { Unavailability } from '../api';
import { texts } from '../texts';

const DAY = 86_400_000;

export interface PhoneDayViewProps {
  readonly day: number;
  readonly technicians: readonly string[];
  readonly interventions: readonly PlanningIntervention[];
  readonly unavailabilities: readonly Unavailability[];
  readonly colors: string;
  /** Only after a real answer may a technician's day say it is empty. */
  readonly answered: boolean;
  readonly onOpen: (intervention: PlanningIntervention) => void;
}

/**
 * Phones (390 px): the chosen day as a list per technician, readable without a timeline; each
 * intervention opens its detail. No dragging here (spec 2 §2.1: larger screens plan).
 */
export function PhoneDayView({
  day,
  technicians,
  interventions,
  unavailabilities,
  colors,
  answered,
  onOpen,
}: PhoneDayViewProps) {
  const end = day + DAY;
  const ofDay = interventions
    .filter((i) => i.start !== null && i.start < end && (i.end ?? i.start) > day)
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="phone-day-view">
      {technicians.map((name) => {
        const own = ofDay.filter((i) => i.technicians.includes(name));
        const away = unavailabilities.filter(
          (u) => u.technician === name && u.start < end && u.end > day,
        );
        return (
          <Paper key={name} component="section" aria-label={name} sx={{ p: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              {away.map((u) => (
                <Chip key={u.key} size="small" label={texts.phone.unavailable(u.type)} />
              ))}
            </Box>
            {own.length === 0 ? (
              answered && (
                <Typography variant="body2" color="text.secondary">
                  {texts.phone.noIntervention}
                </Typography>
              )
            ) : (
              <List dense disablePadding>
                {own.map((i) => (
                  <ListItemButton
                    key={i.id}
                    onClick={() => onOpen(i)}
                    sx={{
                      borderLeft: 4,
                      borderLeftColor: interventionColor(i.status, colors),
                      mb: 0.5,
                    }}
                  >
                    <ListItemText
                      primary={`${formatTime(i.start as number)}–${formatTime(i.end ?? (i.start as number))} · ${i.number}`}
                      secondary={[i.company, i.city, INTERVENTION_STATUS_LABELS[i.status] ?? '']
                        .filter((p) => p !== '')
                        .join(' · ')}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
