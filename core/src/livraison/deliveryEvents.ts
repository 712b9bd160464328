import type { DeliveryMaterial } from './deliveryMaterials';

/** A bar of the delivery timeline, in the shape FullCalendar's resource timeline takes. */
export interface DeliveryEvent {
  readonly id: string;
  readonly resourceId: string;
  readonly title: string;
  readonly start: number;
  readonly end: number;
  readonly color: string;
  readonly material: DeliveryMaterial;
}

/** Bar label: the leg (Livraison for DEPART, Retour for RETOUR) and the customer. */
export function deliveryTitle(material: DeliveryMaterial): string {
  const leg = material.type === 'DEPART' ? 'Livraison' : 'Retour';
  const client = typeof material.CLD_NOM_CLIENT === 'string' ? material.CLD_NOM_CLIENT : '';
  return client ? `${leg} · ${client}` : leg;
}

/**
 * spec 1 §2/§4: the bars of the timeline by driver: one per delivery item of a shown driver, in the
 * delivery colour; items without a driver or of a hidden driver are not drawn.
 */
export function deliveryEvents(
  materials: readonly DeliveryMaterial[],
  shownDrivers: readonly string[],
  color: string,
): DeliveryEvent[] {
  const shown = new Set(shownDrivers);
  return materials
    .filter((m) => shown.has(m.chauffeur))
    .map((m) => ({
      id: m.id,
      resourceId: m.chauffeur,
      title: deliveryTitle(m),
      start: Number(m.debut_timestamp),
      end: Number(m.fin_timestamp),
      color,
      material: m,
    }))
    .filter((e) => Number.isFinite(e.start) && Number.isFinite(e.end));
}
