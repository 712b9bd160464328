import { CalendarSettingsDialog } from '@locasuite/ui/calendar';
import type { RdvType } from '../api';
import { texts } from '../texts';

export interface SettingsDialogProps {
  readonly types: readonly RdvType[];
  readonly colors: Readonly<Record<string, string>>;
  readonly hiddenDays: readonly number[];
  readonly onClose: () => void;
  /** Rejects with a French message (shown in the dialog). */
  readonly onSave: (colors: Record<string, string>, hiddenDays: number[]) => Promise<void>;
}

/**
 * spec 2 §2.2 calendar settings (admins): a colour per appointment type and the hidden weekdays,
 * in the kit's calendar settings dialog.
 */
export function SettingsDialog({
  types,
  colors,
  hiddenDays,
  onClose,
  onSave,
}: SettingsDialogProps) {
  return (
    <CalendarSettingsDialog
      title={texts.settings.title}
      colorsTitle={texts.settings.colors}
      colorLabel={texts.settings.color}
      colors={types.map((t) => ({
        key: t.KEY,
        label: t.LABEL_TECH,
        color: colors[t.KEY] ?? '#000000',
      }))}
      hiddenDays={hiddenDays}
      hiddenDaysTitle={texts.settings.hiddenDays}
      onClose={onClose}
      onSave={(choice) => onSave({ ...colors, ...choice.colors }, [...choice.hiddenDays])}
    />
  );
}
