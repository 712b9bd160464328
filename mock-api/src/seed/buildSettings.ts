import { BIKE_APPOINTMENT_TYPES } from './buildBikeAppointments';
import { WORK_TYPES } from './buildInterventions';
import { FOLLOWERS, LINE_STATE_COLORS } from './buildRentals';
import type { ToolRoute } from '@locasuite/core';
import type { SettingRow } from './seedTypes';

/** Scopes of the settings rows: one per tool that owns options, plus 'general'. */
export const SETTING_SCOPES = {
  availability: 'planning-disponibilite',
  delivery: 'planning-livraison',
  technician: 'planning-technicien',
  deliveryManagement: 'gestion-livraison',
  sav: 'sav-gestion',
  bikeAppointments: 'planning-gestion-rdv-velo',
} as const satisfies Record<string, ToolRoute>;

const SAV_CHECKLIST = [
  'Niveau d\u2019huile moteur',
  'Niveau d\u2019huile hydraulique',
  'Liquide de refroidissement',
  'Pression et état des pneus',
  'Éclairage et gyrophare',
  'Avertisseur sonore et alarme de recul',
  'Flexibles et raccords',
  'Graissage',
  'Propreté',
];

/**
 * Default settings: calendar colours, hidden days and event types of the availability planning
 * (spec 1 §3–4), delivery colour (spec 1 §4), technician status colours and options (spec 2 §4.1),
 * delivery-management event colours (DECISIONS.md).
 */
export function buildSettings(): SettingRow[] {
  const calendarColors = JSON.stringify({
    LOCATION: { label: 'Location', color: '#A1887F' },
    RESERVATION: { label: 'Réservation', color: '#81C784' },
    SAV: { label: 'SAV', color: '#A1887F' },
    LIVRAISON: { label: 'Livraison', color: '#FF0000' },
  });
  const statusColors = JSON.stringify({
    '100': '#607D8B',
    '110': '#FFA726',
    '120': '#9C27B0',
    '130': '#3F51B5',
    '140': '#43A047',
  });
  const { availability, delivery, technician, deliveryManagement, sav, bikeAppointments } =
    SETTING_SCOPES;
  return [
    { scope: availability, key: 'calendar_colors', value: calendarColors },
    { scope: availability, key: 'state_colors', value: JSON.stringify(LINE_STATE_COLORS) },
    { scope: availability, key: 'day_to_hide', value: '0' },
    { scope: availability, key: 'showLivraison', value: '0' },
    { scope: availability, key: 'showLocation', value: '0' },
    { scope: availability, key: 'showReservation', value: '0' },
    { scope: delivery, key: 'calendar_colors', value: calendarColors },
    { scope: delivery, key: 'day_to_hide', value: '0' },
    { scope: delivery, key: 'delivery_color', value: '#4CAF50' },
    { scope: technician, key: 'status_colors', value: statusColors },
    { scope: technician, key: 'day_to_hide', value: '0' },
    { scope: technician, key: 'statutToShow', value: '100,110,120,130,140' },
    { scope: technician, key: 'use_sav_tablette', value: '1' },
    { scope: technician, key: 'multie-technicien', value: '1' },
    {
      scope: deliveryManagement,
      key: 'event_colors',
      value: JSON.stringify({ Livraison: '#1E88E5', Reprise: '#FB8C00' }),
    },
    { scope: sav, key: 'signature_facultative', value: '0' },
    { scope: sav, key: 'time_selection', value: '1' },
    {
      scope: sav,
      key: 'paiement_proposition',
      value: JSON.stringify(['Virement', 'Chèque', 'Carte bancaire', 'Prélèvement', 'Espèces']),
    },
    {
      scope: technician,
      key: 'types_indisponibilite',
      value: JSON.stringify(['CP', 'RTT', 'CSS', 'AEX', 'CM', 'Autre']),
    },
    {
      scope: sav,
      key: 'Check_liste',
      value: JSON.stringify(
        SAV_CHECKLIST.map((CH_DESIGNATION) => ({ CH_DESIGNATION, CH_ETAT: '' })),
      ),
    },
    { scope: sav, key: 'Mandatory_keys', value: JSON.stringify([]) },
    {
      scope: sav,
      key: 'inter_type',
      value: JSON.stringify(WORK_TYPES),
    },
    {
      scope: sav,
      key: 'suivi_par',
      value: JSON.stringify(FOLLOWERS),
    },
    { scope: sav, key: 'show_Horametre', value: '1' },
    { scope: sav, key: 'show_LIEU_INTERV', value: '1' },
    // spec 4 §3.6: spare parts chosen from the stock, searched with its filters; no field hidden.
    { scope: sav, key: 'or_stock', value: '1' },
    { scope: sav, key: 'use_search_filter', value: '1' },
    { scope: sav, key: 'hide_search_stock_filter', value: '0' },
    { scope: sav, key: 'form_key_to_hide', value: JSON.stringify([]) },
    {
      scope: bikeAppointments,
      key: 'types_rdv',
      value: JSON.stringify(BIKE_APPOINTMENT_TYPES),
    },
    {
      scope: sav,
      key: 'caution_proposition',
      value: JSON.stringify(['Empreinte CB', 'Chèque de caution', 'Virement']),
    },
  ];
}
