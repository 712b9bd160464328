import { TOOL_ROUTES } from '@locasuite/core';
import type { ToolRoute } from '@locasuite/core';
import { COMPANY_DOMAIN, COMPANY_ID, buildAgencies } from './buildOrganisation';
import type { SeedUser, StaffRow } from './seedTypes';

/** Every tool route of spec 1 §2, plus the bike condition check (DECISIONS.md): core's tool registry. */
export const ALL_APPLICATIONS: readonly ToolRoute[] = TOOL_ROUTES;

/** The tools a field technician uses. */
export const TECHNICIAN_APPLICATIONS: readonly ToolRoute[] = [
  'planning-technicien',
  'etat-des-lieux-materiel',
  'sav-gestion',
  'planning-livraison',
  'gestion-livraison',
];

/** The demo accounts printed by `locasuite serve` and the README: login = password. */
export const DEMO_ACCOUNTS = [
  { login: 'admin', password: 'admin', role: 'Administrateur, tous les outils' },
  { login: 'planif', password: 'planif', role: 'Planification, tous les outils (non admin)' },
  {
    login: 'tech',
    password: 'tech',
    role: 'Technicien : planning, états des lieux, SAV, livraisons',
  },
] as const;

/**
 * The agencies' mailboxes (`ag_courriel`): the condition check's report and signature-request
 * mails leave from the record's agency, so the staff who send them find them in the email history.
 */
const agencyMailboxes = buildAgencies().map((a) => String(a.data.ag_courriel));

const mailboxes = [
  `contact@${COMPANY_DOMAIN}`,
  `sav@${COMPANY_DOMAIN}`,
  `location@${COMPANY_DOMAIN}`,
  ...agencyMailboxes,
].join('|');

/** The three demo users (spec 1 §3 user record), without password hashes. */
export function buildDemoUsers(staff: readonly StaffRow[]): SeedUser[] {
  const technicians = staff.filter((s) => s.kind === 'technicien').map((s) => s.name);
  const drivers = staff.filter((s) => s.kind === 'chauffeur').map((s) => s.name);
  const base = {
    planning_display: {},
    company_id: COMPANY_ID,
    tech_to_show_planning_livraison: drivers.join(','),
    tech_to_show_planning_technicien: technicians.join(','),
  };
  return [
    {
      ...base,
      login: 'admin',
      password: 'admin',
      email: `admin@${COMPANY_DOMAIN}`,
      display_name: 'Administrateur',
      admin: true,
      web_application_to_show: ALL_APPLICATIONS.join(','),
      mails: mailboxes,
      agency_id: 1,
    },
    {
      ...base,
      login: 'planif',
      password: 'planif',
      email: `planification@${COMPANY_DOMAIN}`,
      display_name: 'Claire PERRIN',
      admin: false,
      web_application_to_show: ALL_APPLICATIONS.join(','),
      mails: mailboxes,
      agency_id: 1,
    },
    {
      ...base,
      login: 'tech',
      password: 'tech',
      email: `technicien@${COMPANY_DOMAIN}`,
      display_name: technicians[0] ?? 'Technicien',
      admin: false,
      web_application_to_show: TECHNICIAN_APPLICATIONS.join(','),
      mails: `sav@${COMPANY_DOMAIN}`,
      agency_id: 1,
      tech_to_show_planning_technicien: technicians[0] ?? '',
    },
  ];
}
