import type { ReactNode } from 'react';
import { FrenchDatesProvider } from '@locasuite/ui';

export { createToolClient } from './toolClient';

/**
 * What every tool gets around its page: the French date pickers (date-fns `fr`, UTC days). Loaded
 * with the tool's own chunk, never with /login or home.
 */
export function ToolFrame({ children }: { readonly children: ReactNode }) {
  return <FrenchDatesProvider>{children}</FrenchDatesProvider>;
}
