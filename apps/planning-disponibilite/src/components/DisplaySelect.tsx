import { ChoiceSelect } from '@locasuite/ui';
import type { ChoiceSelectProps } from '@locasuite/ui';

export type DisplaySelectProps<T extends string | number> = Omit<ChoiceSelectProps<T>, 'compact'>;

/** A small labelled select of fixed choices (days shown, slot, start and end times). */
export function DisplaySelect<T extends string | number>(props: DisplaySelectProps<T>) {
  return <ChoiceSelect compact {...props} />;
}
