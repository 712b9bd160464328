/** A technician's unavailability (spec 2 §3.1: TECHNICIEN, DEBUT, FIN, state), in milliseconds. */
export interface TechnicianUnavailability {
  readonly technician: string;
  readonly start: number;
  readonly end: number;
  /** spec 2 §3.1: 1 active, 0 deleted. Deleted ones never block. */
  readonly state: number;
}

/**
 * spec 2 §5.1 "A technician with an unavailability overlapping the start or the end of the
 * intervention blocks the move": true when the start or the end of [start, end] falls inside the
 * unavailability (bounds included, except an intervention that only touches it: ending when it
 * starts, or starting when it ends).
 */
export function unavailabilityBlocks(
  unavailability: Pick<TechnicianUnavailability, 'start' | 'end' | 'state'>,
  start: number,
  end: number,
): boolean {
  if (Number(unavailability.state) !== 1) return false;
  const { start: from, end: to } = unavailability;
  const startInside = start >= from && start < to;
  const endInside = end > from && end <= to;
  return startInside || endInside;
}

/**
 * spec 2 §5.1, §8: the technicians among `technicians` whose active unavailability overlaps the
 * start or the end of the intervention, once each in the order given (empty: the move may go on).
 */
export function unavailableTechnicians(
  technicians: readonly string[],
  start: number,
  end: number,
  unavailabilities: readonly TechnicianUnavailability[],
): string[] {
  return technicians.filter((name, i) => {
    if (technicians.indexOf(name) !== i) return false;
    return unavailabilities.some(
      (u) => u.technician === name && unavailabilityBlocks(u, start, end),
    );
  });
}
