import '@testing-library/jest-dom/vitest';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CalendarRef } from '@fullcalendar/react';
import { DEFAULT_PLANNING_DISPLAY } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { ReassignDialog } from './ReassignDialog';
import { TechnicianCalendar } from './TechnicianCalendar';

afterEach(cleanup);

describe('TechnicianCalendar on a tablet', () => {
  it('starts a drag at once: no long press for a bar (eventLongPressDelay) nor the calendar (longPressDelay), issue 12', async () => {
    const calendar = createRef<CalendarRef>();
    render(
      <LocaSuiteProvider>
        <TechnicianCalendar
          calendarRef={calendar}
          technicians={['Paul MARTIN']}
          interventions={[]}
          unavailabilities={[]}
          display={DEFAULT_PLANNING_DISPLAY}
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
    const view = calendar.current!.getApi().view;
    // FullCalendar's default is a one-second press before a touch drag starts.
    expect(view.getOption('longPressDelay')).toBe(0);
    expect(view.getOption('eventLongPressDelay')).toBe(0);
    expect(view.getOption('editable')).toBe(true);
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
