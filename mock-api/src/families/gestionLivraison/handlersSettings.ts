import { checkItinerarySettings } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import { read, type FamilyHandlers } from '../../http/defineHandlers';
import { writeSettings } from '../planningSettings';
import { itinerarySettings, SCOPE, settingsWire } from './queries';

/**
 * DECISIONS.md: the drivers (a settings list seeded with three names) with the payload of their
 * vehicle and their hours, and the Livraison / Reprise colours; saving is admin-only (the
 * catalogue's `access`).
 */
export const settingsHandlers = {
  get_itinerary_settings: read(async (ctx) => settingsWire(await itinerarySettings(ctx.db))),

  save_itinerary_settings: async (ctx, { settings }) => {
    const checked = checkItinerarySettings(JSON.parse(settings));
    if (typeof checked === 'string') throw new HttpError(422, checked);
    const wire = settingsWire(checked);
    await writeSettings(
      ctx.db,
      { drivers: JSON.stringify(wire.drivers), event_colors: JSON.stringify(wire.colors) },
      ctx.now(),
      SCOPE,
    );
    return {};
  },
} satisfies FamilyHandlers<'planningLivraison'>;
