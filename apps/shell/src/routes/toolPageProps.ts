import type { ToolSession } from '@locasuite/ui';
import type { ToolClientProps } from './ToolClientProps';

// Apart from toolRoutes.ts: the pages it lazy-loads take these props, and importing them from
// toolRoutes.ts would make each page and the route table import each other.

/** What the shell's route gives a tool page before its chunk loads. */
export interface ToolShellProps {
  /** The route, without the leading slash. */
  readonly route: string;
  /** The signed-in user and the session actions (refusal, user refresh). */
  readonly session: ToolSession;
}

/** The props of a tool page: the route, the session and the API client (`api`). */
export type ToolPageProps = ToolShellProps & ToolClientProps;
