import { parseAllowedApplications } from '@locasuite/core';
import type { ToolSession } from '@locasuite/ui';
import { storySeed } from './storySeed';

/**
 * The session the shell would hand a tool page, for a demo user of the seed (`admin`, `planif`,
 * `tech`; anything else: no user). A story has no sign-in page: a refusal and a user refresh only
 * call the given functions.
 */
export function storySession(
  login: string,
  actions: Partial<Pick<ToolSession, 'onRefused' | 'refreshUser'>> = {},
): ToolSession {
  const user = storySeed().users.find((u) => u.login === login);
  return {
    user: user
      ? {
          name: user.display_name,
          email: user.email,
          admin: user.admin,
          apps: parseAllowedApplications(user.web_application_to_show),
          record: {
            user_name: user.display_name,
            email: user.email,
            admin: user.admin ? 1 : 0,
            web_application_to_show: user.web_application_to_show,
            planning_display: JSON.stringify(user.planning_display),
            MAILS: user.mails,
          },
        }
      : null,
    onRefused: actions.onRefused ?? (() => undefined),
    refreshUser: actions.refreshUser ?? (async () => undefined),
  };
}
