/** The signed-in person as the shell needs it (spec 1 §3 User, password and id already removed). */
export interface ShellUser {
  readonly name: string;
  readonly email: string;
  readonly admin: boolean;
  /** Allowed application routes, without leading slash (from `web_application_to_show`). */
  readonly apps: readonly string[];
  /** The whole user record, for tools that read more fields (planning_display, MAILS, …). */
  readonly record: Readonly<Record<string, unknown>>;
}
