import '@testing-library/jest-dom/vitest';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CalendarRef } from '@locasuite/ui/calendar';
import { DEFAULT_PLANNING_DISPLAY } from '@locasuite/core';
import type { PlanningDisplay } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { ReassignDialog } from './ReassignDialog';
import { InterventionLabel, TechnicianCalendar } from './TechnicianCalendar';

afterEach(cleanup);

async function renderCalendar(display: PlanningDisplay = DEFAULT_PLANNING_DISPLAY) {
  const calendar = createRef<CalendarRef>();
  render(
    <LocaSuiteProvider>
      <TechnicianCalendar
        calendarRef={calendar}
        technicians={['Paul MARTIN']}
        interventions={[]}
        unavailabilities={[]}
        display={display}
        hiddenDays={[]}
        colors=""
        start={Date.UTC(2025, 2, 17)}
        droppable
        licenseKey="CC-Attribution-NonCommercial-NoDerivatives"
        onOpen={vi.fn()}
        onMove={vi.fn()}
        onReceive={vi.fn()}
        onUnavailability={vi.fn()}
        onEventDragStart={vi.fn()}
        onEventDragStop={vi.fn()}
      />
    </LocaSuiteProvider>,
  );
  await waitFor(() => expect(calendar.current).not.toBeNull());
  return calendar.current!.getApi().view;
}

describe('TechnicianCalendar on a tablet', () => {
  it('starts a drag at once: no long press for a bar (eventLongPressDelay) nor the calendar (longPressDelay), issue 12', async () => {
    const view = await renderCalendar();
    // FullCalendar's default is a one-second press before a touch drag starts.
    expect(view.getOption('longPressDelay')).toBe(0);
    expect(view.getOption('eventLongPressDelay')).toBe(0);
    expect(view.getOption('editable')).toBe(true);
  });
});

describe('TechnicianCalendar: a short intervention shows its number', () => {
  it('the default week (spec 2 §9: 7 days, 02:00 slots, 00:00 to 23:59) gives an hour 48 px: a one-hour bar holds « 00123 »', async () => {
    const view = await renderCalendar();
    expect(view.getOption('slotDuration')).toMatchObject({ days: 0, milliseconds: 7_200_000 });
    expect(view.getOption('slotMinWidth')).toBe(96);
  });

  it('01:00 slots: 48 px each; slots of 6 or 12 hours (chosen to see further) keep FullCalendar’s width', async () => {
    expect(
      (
        await renderCalendar({ ...DEFAULT_PLANNING_DISPLAY, selectedslotduration: '01:00' })
      ).getOption('slotMinWidth'),
    ).toBe(48);
    cleanup();
    expect(
      (
        await renderCalendar({ ...DEFAULT_PLANNING_DISPLAY, selectedslotduration: '06:00' })
      ).getOption('slotMinWidth'),
    ).toBeUndefined();
  });

  it('a bar’s label: the number’s prefix, its sequence and the rest, each of its own, so that a narrow bar keeps the sequence', () => {
    render(
      <InterventionLabel prefix="RAP2026-" sequence="00123" rest=" · Paul MARTIN · BTP Rhône" />,
    );
    const label = screen.getByText('00123').parentElement!;
    expect(label).toHaveClass('ls-intervention-title');
    expect(label).toHaveTextContent('RAP2026-00123 · Paul MARTIN · BTP Rhône');
    expect(screen.getByText('00123')).toHaveClass('ls-intervention-sequence');
    expect(screen.getByText('RAP2026-')).toHaveClass('ls-intervention-prefix');
    expect(screen.getByText('· Paul MARTIN · BTP Rhône')).toHaveClass('ls-intervention-rest');
  });
});

describe('ReassignDialog (spec 2 §4.1)', () => {
  const props = {
    number: 'RAP2025-00042',
    proposed: ['Luc PETIT'],
    target: 'Luc PETIT',
    technicians: ['Paul MARTIN', 'Luc PETIT', 'Anne ROUX'],
    onCancel: vi.fn(),
  };

  it('without multie-technicien: only the row dropped on, no choice of several', () => {
    const onConfirm = vi.fn();
    render(<ReassignDialog {...props} multiple={false} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Changer de technicien')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(dialog).getByText('Luc PETIT')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui' }));
    expect(onConfirm).toHaveBeenCalledWith(['Luc PETIT']);
  });

  it('with multie-technicien: several technicians may be ticked', () => {
    const onConfirm = vi.fn();
    render(<ReassignDialog {...props} multiple onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(dialog).getByRole('checkbox', { name: 'Luc PETIT' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Anne ROUX' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui' }));
    expect(onConfirm).toHaveBeenCalledWith(['Luc PETIT', 'Anne ROUX']);
  });

  it('with a long list: the row dropped on, ticked, is scrolled into view when the dialog opens', () => {
    const technicians = Array.from({ length: 40 }, (_, i) => `Technicien ${i + 1}`);
    // jsdom lays nothing out and has no scrollIntoView: the call is what shows it.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      render(
        <ReassignDialog
          {...props}
          technicians={technicians}
          proposed={['Technicien 37']}
          target="Technicien 37"
          multiple
          onConfirm={vi.fn()}
        />,
      );
      const ticked = screen.getByRole('checkbox', { name: 'Technicien 37' });
      expect(ticked).toBeChecked();
      expect(scrolled).toHaveBeenCalledOnce();
      const shown = scrolled.mock.contexts[0] as Element;
      expect(shown).toContainElement(ticked);
      expect(shown).not.toContainElement(screen.getByRole('checkbox', { name: 'Technicien 36' }));
      // Within its list, without moving the dialog more than needed.
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

describe('TechnicianCalendar at size: the first screen first (issue 39 §1)', () => {
  it('gives FullCalendar the bars of the rows and days a window shows, then every bar once that screen is painted', async () => {
    const DAY = 86_400_000;
    const start = Date.UTC(2025, 2, 17);
    const technicians = Array.from({ length: 100 }, (_, k) => `TECHNICIEN ${k + 1}`);
    // One bar a day for each technician over the week.
    const interventions = technicians.flatMap((name, k) =>
      Array.from({ length: 7 }, (_, day) => ({
        id: `${k}-${day}`,
        number: `RAP2025-${k}${day}`,
        status: '110',
        start: start + day * DAY + 8 * 3_600_000,
        end: start + day * DAY + 10 * 3_600_000,
        technicians: [name],
        company: 'ACME',
        theme: '',
        city: '',
        address: '',
        agencyId: '1',
        link: '',
        version: 1,
        record: {},
      })),
    );
    const calendar = createRef<CalendarRef>();
    render(
      <LocaSuiteProvider>
        <TechnicianCalendar
          calendarRef={calendar}
          technicians={technicians}
          interventions={interventions}
          unavailabilities={[]}
          display={DEFAULT_PLANNING_DISPLAY}
          hiddenDays={[]}
          colors=""
          start={start}
          droppable
          licenseKey="CC-Attribution-NonCommercial-NoDerivatives"
          onOpen={vi.fn()}
          onMove={vi.fn()}
          onReceive={vi.fn()}
          onUnavailability={vi.fn()}
          onEventDragStart={vi.fn()}
          onEventDragStop={vi.fn()}
        />
      </LocaSuiteProvider>,
    );
    await waitFor(() => expect(calendar.current).not.toBeNull());
    const api = calendar.current!.getApi();
    // jsdom's window (1024 × 768): the rows 768 px hold at 20 px and two more, over the day
    // 1,024 px hold (a day is 24 × 48 px) and one more.
    const first = api.getEvents();
    expect(first.length).toBe((Math.ceil(768 / 20) + 2) * 2);
    expect(first.every((e) => e.start!.getTime() < start + 2 * DAY)).toBe(true);
    await waitFor(() => expect(api.getEvents()).toHaveLength(interventions.length));
  });
});
