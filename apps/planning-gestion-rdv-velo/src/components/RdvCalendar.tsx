import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Ref, RefObject } from 'react';
import { LocaCalendar } from '@locasuite/ui/calendar';
import type {
  CalendarRef,
  DateClickInfo,
  EventClickInfo,
  EventDisplayInfo,
  EventInput,
} from '@locasuite/ui/calendar';
import { agencyColumnTitles, contrastTextColor, slotTimeMinutes } from '@locasuite/core';
import type { RdvAgency, RdvType, Slot } from '../api';
import { texts } from '../texts';

const MINUTE = 60_000;
/** The colour of a slot without a known type. */
export const NO_TYPE_COLOR = '#90A4AE';

/** The moment a slot starts or ends (its day at 00:00 UTC plus the time). */
export const slotMoment = (day: number, time: string) =>
  day + (slotTimeMinutes(time) ?? 0) * MINUTE;

/** An appointment type of a slot, as its text shows it. */
interface SlotType {
  readonly label: string;
  readonly color: string;
}

/**
 * The text of a slot: its times, its client (or Libre / Réservé) and every appointment type it
 * offers, each with its colour (the slot itself has the colour of the first). FullCalendar keeps a slot's element when its event changes (a reload after a
 * booking): its attributes follow the event here, not only on its first mount.
 */
function SlotContent({ info }: { info: EventDisplayInfo }) {
  const ref = useRef<HTMLDivElement>(null);
  const title = info.event.title;
  const booked = String(info.event.extendedProps.booked ?? '0');
  const key = info.event.id;
  const types = (info.event.extendedProps.types ?? []) as readonly SlotType[];
  useLayoutEffect(() => {
    const el = ref.current?.closest('.ls-rdv-slot');
    el?.setAttribute('title', title);
    el?.setAttribute('data-booked', booked);
    el?.setAttribute('data-slot-key', key);
  }, [title, booked, key]);
  return (
    <div ref={ref} className="ls-rdv-slot-text">
      <div>{info.timeText}</div>
      <div>{title}</div>
      {types.length > 0 && (
        <div data-testid="rdv-slot-types" className="ls-rdv-slot-types">
          {types.map((type, i) => (
            <span key={type.label}>
              {i > 0 && ' · '}
              <span
                data-type-color={type.color}
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 8,
                  height: 8,
                  marginRight: 2,
                  borderRadius: '50%',
                  border: '1px solid #fff',
                  background: type.color,
                }}
              />
              {type.label}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

export interface RdvCalendarProps {
  readonly calendarRef: Ref<CalendarRef>;
  readonly agencies: readonly RdvAgency[];
  readonly slots: readonly Slot[];
  /** The appointment types, in the order the slot's types are shown. */
  readonly types: readonly RdvType[];
  readonly colors: Readonly<Record<string, string>>;
  readonly hiddenDays: readonly number[];
  /** The first day shown (00:00 UTC). */
  readonly start: number;
  /** 1, 3 or 7 days. */
  readonly days: number;
  readonly licenseKey?: string;
  readonly onOpen: (slot: Slot) => void;
  /** A click on an empty moment of an agency's column (the page lets admins create there). */
  readonly onDate: (day: number, time: string, agency: string) => void;
}

/**
 * spec 2 §2.2: the resource time grid, agencies as columns and the dates above them, 08:00 to
 * 19:00, 20-minute slots in 1 J and 15-minute slots in 3 J and 7 J (spec 2 §9), in UTC.
 */
export function RdvCalendar({
  calendarRef,
  agencies,
  slots,
  types,
  colors,
  hiddenDays,
  start,
  days,
  licenseKey,
  onOpen,
  onDate,
}: RdvCalendarProps) {
  // spec 2 §9: the first 2 characters of the name, or a longer beginning where two share them.
  const resources = useMemo(() => {
    const titles = agencyColumnTitles(agencies.map((a) => a.name));
    return agencies.map((a, order) => ({
      id: a.id,
      title: titles[order] ?? a.name,
      order,
      fullName: a.name,
    }));
  }, [agencies]);
  const byKey = useMemo(() => new Map(slots.map((s) => [s.key, s])), [slots]);
  const events = useMemo<EventInput[]>(() => {
    const shown = new Set(agencies.map((a) => a.id));
    return slots
      .filter((s) => shown.has(s.agency))
      .map((s) => {
        const color = colors[s.types[0] ?? ''] ?? NO_TYPE_COLOR;
        const slotTypes: SlotType[] = types
          .filter((t) => s.types.includes(t.KEY))
          .map((t) => ({ label: t.LABEL_TECH, color: colors[t.KEY] ?? NO_TYPE_COLOR }));
        const who = s.booked ? [s.lastName, s.firstName].filter(Boolean).join(' ') : '';
        return {
          id: s.key,
          resourceId: s.agency,
          title: who || (s.booked ? texts.booked : texts.free),
          start: slotMoment(s.day, s.start),
          end: slotMoment(s.day, s.end),
          color,
          contrastColor: contrastTextColor(color),
          booked: s.booked ? '1' : '0',
          types: slotTypes,
        };
      });
  }, [slots, agencies, types, colors]);

  const calendar = calendarRef as RefObject<CalendarRef | null>;
  useEffect(() => {
    calendar.current?.getApi().gotoDate(start);
  }, [calendar, start]);

  const views = useMemo(
    () => ({ agencyDays: { type: 'resourceTimeGrid', duration: { days } } }),
    [days],
  );
  const hidden = useMemo(() => [...hiddenDays], [hiddenDays]);

  return (
    <LocaCalendar
      kind="timegrid"
      interactive
      calendarRef={calendarRef}
      licenseKey={licenseKey}
      initialView="agencyDays"
      initialDate={start}
      views={views}
      resources={resources}
      resourceOrder="order"
      datesAboveResources
      resourceDayHeaderDidMount={(info) => {
        info.el.setAttribute('title', String(info.resource.extendedProps.fullName ?? ''));
      }}
      events={events}
      eventsHint={texts.eventsHint}
      allDaySlot={false}
      slotMinTime="08:00:00"
      slotMaxTime="19:00:00"
      slotDuration={days === 1 ? '00:20:00' : '00:15:00'}
      hiddenDays={hidden}
      nowIndicator
      editable={false}
      eventClass="ls-rdv-slot"
      eventContent={(info: EventDisplayInfo) => <SlotContent info={info} />}
      eventClick={(info: EventClickInfo) => {
        info.jsEvent.preventDefault();
        const slot = byKey.get(info.event.id);
        if (slot) onOpen(slot);
      }}
      dateClick={(info: DateClickInfo) => {
        const at = info.date.getTime();
        const day = at - (at % 86_400_000);
        const minutes = Math.round((at - day) / MINUTE);
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        onDate(day, time, info.resource?.id ?? '');
      }}
    />
  );
}
