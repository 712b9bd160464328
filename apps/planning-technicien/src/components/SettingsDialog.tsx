import { PLANNING_STATUSES, interventionColor, legendStatuses } from '@locasuite/core';
import { CalendarSettingsDialog } from '@locasuite/ui/calendar';
import { texts } from '../texts';

export interface SettingsDialogProps {
  readonly colors: string;
  readonly hiddenDays: readonly number[];
  readonly useTablet: boolean;
  readonly onClose: () => void;
  /** Rejects with a French message (shown in the dialog). */
  readonly onSave: (colors: Record<string, string>, hiddenDays: number[]) => Promise<void>;
}

/**
 * spec 2 §2.1 calendar settings (admins, `Paramètre`): a colour per status shown in the legend
 * and the hidden days, in the kit's calendar settings dialog. Every status's colour is saved (the
 * « Envoyé » one too when the tablet is off and it is not shown).
 */
export function SettingsDialog({
  colors,
  hiddenDays,
  useTablet,
  onClose,
  onSave,
}: SettingsDialogProps) {
  const all = Object.fromEntries(PLANNING_STATUSES.map((s) => [s, interventionColor(s, colors)]));
  return (
    <CalendarSettingsDialog
      title={texts.settings.title}
      colorsTitle={texts.settings.colors}
      colorLabel={texts.settings.color}
      colors={legendStatuses(useTablet).map(({ status, label }) => ({
        key: status,
        label,
        color: all[status] ?? '#000000',
      }))}
      hiddenDays={hiddenDays}
      hiddenDaysTitle={texts.settings.hiddenDays}
      onClose={onClose}
      onSave={(choice) => onSave({ ...all, ...choice.colors }, [...choice.hiddenDays])}
    />
  );
}
