import type { UserRow } from '../db/schema';

/**
 * The user record of `get_user_by_token` (spec 1 §3 User): every field but `user_id` and
 * `user_password`; `admin` is 1/0, `planning_display` is JSON text, mailboxes are `MAILS` joined by `|`.
 */
export function userFieldData(user: UserRow) {
  return {
    user_name: user.display_name || user.login,
    email: user.email ?? user.login,
    admin: user.admin ? 1 : 0,
    web_application_to_show: user.web_application_to_show,
    planning_display: JSON.stringify(user.planning_display ?? {}),
    tech_to_show_planning_livraison: user.tech_to_show_planning_livraison,
    tech_to_show_planning_technicien: user.tech_to_show_planning_technicien,
    MAILS: user.mails,
    user_id_agence: user.agency_id ?? '',
    user_id_societe: user.company_id ?? '',
  };
}
