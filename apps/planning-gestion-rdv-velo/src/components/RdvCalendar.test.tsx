import '@testing-library/jest-dom/vitest';
import { createRef } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarRef } from '@locasuite/ui/calendar';
import { LocaSuiteProvider } from '@locasuite/ui';
import type { Slot } from '../api';
import { RdvCalendar } from './RdvCalendar';

afterEach(cleanup);

const DAY = Date.UTC(2026, 11, 30);

const slot = (changes: Partial<Slot>): Slot => ({
  key: 'DISPO-7',
  version: 3,
  agency: 'AG1',
  city: 'Lyon',
  day: DAY,
  start: '09:00',
  end: '10:00',
  types: ['RETRAIT'],
  booked: false,
  status: 0,
  lastName: '',
  firstName: '',
  clientCode: '',
  mail: '',
  phone: '',
  weekly: false,
  seriesId: '',
  comments: [],
  reservation: '',
  bikeType: '',
  contract: '',
  matricule: '',
  ...changes,
});

function mount(slots: Slot[]) {
  return render(
    <LocaSuiteProvider>
      <div style={{ height: 800, width: 1000 }}>
        <RdvCalendar
          calendarRef={createRef<CalendarRef>()}
          agencies={[
            { id: 'AG1', name: 'Lyon Gerland', city: 'Lyon', label: '', color: '', address: '' },
          ]}
          slots={slots}
          types={[
            { KEY: 'RETRAIT', LABEL_TECH: 'Retrait location' },
            { KEY: 'RETOUR', LABEL_TECH: 'Retour location' },
            { KEY: 'REPARATION', LABEL_TECH: 'Réparation' },
          ]}
          colors={{ RETRAIT: '#1E88E5', RETOUR: '#43A047', REPARATION: '#E53935' }}
          hiddenDays={[]}
          start={DAY}
          days={1}
          licenseKey="CC-Attribution-NonCommercial-NoDerivatives"
          onOpen={vi.fn()}
          onDate={vi.fn()}
        />
      </div>
    </LocaSuiteProvider>,
  );
}

describe('RdvCalendar', () => {
  it('a slot of several types shows all of them, each with its colour (field-tools issue item 7)', async () => {
    mount([slot({ types: ['RETRAIT', 'RETOUR', 'REPARATION'] })]);
    const types = await screen.findByTestId('rdv-slot-types');
    expect(types).toHaveTextContent('Retrait location · Retour location · Réparation');
    expect(
      [...types.querySelectorAll('[data-type-color]')].map((e) =>
        e.getAttribute('data-type-color'),
      ),
    ).toEqual(['#1E88E5', '#43A047', '#E53935']);
  });
});
