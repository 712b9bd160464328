import type { ToolUser } from '@locasuite/ui';

/** The signed-in person as the shell needs it: the same record every tool page is handed. */
export type ShellUser = ToolUser;
