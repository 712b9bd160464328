import type { ReactNode } from 'react';
import { LocaSuiteProvider } from '@locasuite/ui';

/**
 * What every tool gets around its page: the suite provider with the French date pickers (date-fns
 * `fr`). Loaded with the tool's own chunk, never with /login or home.
 */
export function ToolFrame({ children }: { readonly children: ReactNode }) {
  return <LocaSuiteProvider>{children}</LocaSuiteProvider>;
}
