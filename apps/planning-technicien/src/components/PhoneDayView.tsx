import { INTERVENTION_STATUS_LABELS, formatTime, interventionColor } from '@locasuite/core';
import type { PlanningIntervention } from '@locasuite/core';
import { ResourceDayList } from '@locasuite/ui';
import type { ResourceDayListProps } from '@locasuite/ui';
import type { Unavailability } from '../api';
import { texts } from '../texts';

const DAY = 86_400_000;

/** `answered`: only after a real answer may a technician's day say it is empty. */
export interface PhoneDayViewProps extends Pick<ResourceDayListProps, 'answered'> {
  readonly day: number;
  readonly technicians: readonly string[];
  readonly interventions: readonly PlanningIntervention[];
  readonly unavailabilities: readonly Unavailability[];
  readonly colors: string;
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
  const resources = technicians.map((name) => ({
    name,
    notes: unavailabilities
      .filter((u) => u.technician === name && u.start < end && u.end > day)
      .map((u) => ({ key: u.key, text: texts.phone.unavailable(u.type) })),
    entries: ofDay
      .filter((i) => i.technicians.includes(name))
      .map((i) => ({
        key: i.id,
        color: interventionColor(i.status, colors),
        primary: `${formatTime(i.start as number)}–${formatTime(i.end ?? (i.start as number))} · ${i.number}`,
        secondary: [i.company, i.city, INTERVENTION_STATUS_LABELS[i.status] ?? '']
          .filter((p) => p !== '')
          .join(' · '),
        onOpen: () => onOpen(i),
      })),
  }));
  return (
    <div data-testid="phone-day-view">
      <ResourceDayList
        label={texts.phone.dayList}
        resources={resources}
        answered={answered}
        emptyText={texts.phone.noIntervention}
      />
    </div>
  );
}
