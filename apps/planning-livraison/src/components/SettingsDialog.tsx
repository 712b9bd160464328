import { CalendarSettingsDialog } from '@locasuite/ui/calendar';
import { TEXTS } from '../texts';

export interface SettingsDialogProps {
  readonly open: boolean;
  readonly color: string;
  readonly hiddenDays: readonly number[];
  readonly onClose: () => void;
  /** Saves colour and hidden days; rejects with a French message. */
  readonly onSave: (color: string, hiddenDays: number[]) => Promise<void>;
}

const KEY = 'livraison';
const codeLabel = (label: string) => label;
const swatchLabel = (label: string) => `${label} (nuancier)`;

/**
 * spec 1 §2/§4: the Paramètre dialog (admins): the delivery colour and the hidden weekdays, in the
 * kit's calendar settings dialog (a reload while it is open keeps what the person changed).
 */
export function SettingsDialog({ open, color, hiddenDays, onClose, onSave }: SettingsDialogProps) {
  return (
    <CalendarSettingsDialog
      open={open}
      title={TEXTS.settings.title}
      colors={[{ key: KEY, label: TEXTS.settings.color, color }]}
      colorLabel={swatchLabel}
      codeLabel={codeLabel}
      hiddenDays={hiddenDays}
      hiddenDaysTitle={TEXTS.settings.hiddenDays}
      onClose={onClose}
      onSave={(choice) => onSave(choice.colors[KEY] ?? color, [...choice.hiddenDays])}
    />
  );
}
