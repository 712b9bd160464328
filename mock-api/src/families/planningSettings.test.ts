import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../db/testSnapshots';
import type { HandlerContext } from '../http/defineHandlers';
import { DELIVERY_COLORS, STATUS_COLORS, type CalendarColorScheme } from './calendarColorSchemes';
import { calendarSettingsHandlers, eventTypesHandlers, readSetting } from './planningSettings';

const NOW = new Date(Date.UTC(2026, 10, 23, 9));
/** A planning still to come: its colours stored as sent, `{}` before a first save. */
const BIKE: CalendarColorScheme = {
  rows: [{ key: 'calendar_colors', fallback: '{}' }],
  save: (colors) => ({ calendar_colors: colors }),
};

let opened: OpenedDatabase;
let ctx: HandlerContext;
beforeAll(async () => {
  opened = await openTestDatabase();
  ctx = { db: opened.db, now: () => NOW } as unknown as HandlerContext;
});
afterAll(() => opened.close());

const rows = (answer: unknown) =>
  (answer as { data: { fieldData: unknown }[] }).data.map((r) => r.fieldData);

describe('the shared planning settings, parameterised by scope', () => {
  it('serve a new planning’s colours and hidden days in its own scope only', async () => {
    const bike = calendarSettingsHandlers('planning-gestion-rdv-velo', BIKE);
    const technician = calendarSettingsHandlers('planning-technicien', STATUS_COLORS);
    expect(rows(await bike.get_calendar_colors(ctx, {}))).toEqual([
      { Key: 'calendar_colors', Value: '{}' },
    ]);
    await bike.save_calendar_colors(ctx, { colors: '{"ATELIER":"#123456"}' });
    await bike.save_day_to_hide(ctx, { days: '6,0,0' });
    expect(rows(await bike.get_calendar_colors(ctx, {}))).toEqual([
      { Key: 'calendar_colors', Value: '{"ATELIER":"#123456"}' },
    ]);
    expect(rows(await bike.get_day_to_hide(ctx, {}))).toEqual([
      { Key: 'day_to_hide', Value: '0,6' },
    ]);
    // Another planning does not see them.
    expect(rows(await technician.get_day_to_hide(ctx, {}))).toEqual([
      { Key: 'day_to_hide', Value: '' },
    ]);
    expect(await readSetting(opened.db, 'calendar_colors', 'planning-technicien')).toBeUndefined();
  });

  it('answer a scheme’s rows in order, leaving out those without a value or default', async () => {
    const delivery = calendarSettingsHandlers('planning-livraison', DELIVERY_COLORS);
    expect(rows(await delivery.get_calendar_colors(ctx, {}))).toEqual([]);
    await delivery.save_calendar_colors(ctx, {
      colors: '{"LIVRAISON":{"label":"Livraison","color":"#00ff00"}}',
    });
    expect(rows(await delivery.get_calendar_colors(ctx, {}))).toEqual([
      {
        Key: 'calendar_colors',
        Value: '{"LIVRAISON":{"label":"Livraison","color":"#00FF00"}}',
      },
      { Key: 'delivery_color', Value: '#00FF00' },
    ]);
  });

  it('refuse in French what a scheme refuses, and every day hidden', async () => {
    const technician = calendarSettingsHandlers('planning-technicien', STATUS_COLORS);
    await expect(
      technician.save_calendar_colors(ctx, { colors: '{"150":"#123456"}' }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'Statut inconnu : 150 (100, 110, 120, 130, 140).',
    });
    await expect(technician.save_day_to_hide(ctx, { days: '0,1,2,3,4,5,6' })).rejects.toMatchObject(
      { status: 422, message: 'Au moins un jour doit rester affiché.' },
    );
  });

  it('keep the event types shown per scope, 0 (shown) by default', async () => {
    const types = eventTypesHandlers('planning-disponibilite');
    await types.save_planning_events_type_to_show(ctx, {
      showLivraison: 1,
      showLocation: '0',
      showReservation: 0,
    });
    expect(rows(await types.get_planning_events_type_to_show(ctx, {}))).toEqual([
      { Key: 'showLivraison', Value: '1' },
      { Key: 'showLocation', Value: '0' },
      { Key: 'showReservation', Value: '0' },
    ]);
    expect(
      rows(
        await eventTypesHandlers('planning-gestion-rdv-velo').get_planning_events_type_to_show(
          ctx,
          {},
        ),
      ),
    ).toEqual([
      { Key: 'showLivraison', Value: '0' },
      { Key: 'showLocation', Value: '0' },
      { Key: 'showReservation', Value: '0' },
    ]);
  });
});
