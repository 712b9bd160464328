/**
 * spec 1 §4 Delivery planning and §9: the timeline by driver, week view, 06:00–22:00 visible,
 * driver column 180 px, a current-time indicator, French, UTC; default delivery colour #4CAF50.
 */
export const DELIVERY_PLANNING = {
  defaultColor: '#4CAF50',
  view: 'resourceTimelineWeek',
  slotMinTime: '06:00:00',
  slotMaxTime: '22:00:00',
  driverColumnWidth: 180,
  nowIndicator: true,
  locale: 'fr',
  timeZone: 'UTC',
} as const;

/**
 * A rental's two legs, departure and return: the two kinds of delivery item (spec 1 §3 Delivery
 * item) and the two kinds of condition check (spec 3 §3).
 */
export const RENTAL_LEGS = ['DEPART', 'RETOUR'] as const;
export type DeliveryType = (typeof RENTAL_LEGS)[number];

/** spec 1 §2 /planning-livraison: "The page labels the user 'Admin' or 'Chauffeur'." */
export function deliveryRoleLabel(admin: boolean): 'Admin' | 'Chauffeur' {
  return admin ? 'Admin' : 'Chauffeur';
}
