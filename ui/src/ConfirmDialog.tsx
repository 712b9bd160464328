import type { ReactNode } from 'react';
import { ToolDialog } from './ToolDialog';
import { words } from './words';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, in French. */
  message: ReactNode;
  /** The person answered `Oui`. */
  onConfirm: () => void;
  /** The person answered `Non`, pressed Escape or clicked outside. */
  onCancel: () => void;
  /** Disables both answers while the confirmed action runs. */
  busy?: boolean;
  /** Disables only `Oui` (an incomplete choice in the message, e.g. a missing date). */
  canConfirm?: boolean;
  /** The answers' words when a spec writes them otherwise (spec 2 §2.2 « OUI / NON »). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action destroys something (a deletion): `Oui` is red. */
  destructive?: boolean;
}

/** A Oui/Non confirmation (e.g. spec 2 §2.1 technician reassignment), in the kit's dialog frame. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  busy = false,
  canConfirm = true,
  confirmLabel = words.yes,
  cancelLabel = words.no,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <ToolDialog
      open={open}
      title={title}
      description={message}
      onClose={onCancel}
      busy={busy}
      closeLabel={cancelLabel}
      maxWidth="xs"
      confirm={{
        label: confirmLabel,
        onClick: onConfirm,
        disabled: !canConfirm,
        color: destructive ? 'error' : 'primary',
        autoFocus: true,
      }}
    />
  );
}
