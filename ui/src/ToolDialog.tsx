import type { ReactNode } from 'react';
import { useId } from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { ActionMessage } from './useDialogAction';
import type { ActionResult } from './useDialogAction';
import { words } from './words';

/** A dialog's main button (`Enregistrer`, `Valider`…), at the right of the close button. */
export interface ToolDialogButton {
  readonly label: string;
  readonly onClick: () => void;
  /** Waits for something the person must still give (the dialog's busy state disables it too). */
  readonly disabled?: boolean;
  readonly color?: ButtonProps['color'];
  readonly autoFocus?: boolean;
}

export interface ToolDialogProps {
  /** Shown or not; a dialog the page mounts only while open leaves it out. */
  readonly open?: boolean;
  readonly title: ReactNode;
  /** The question or explanation under the title, announced with it (the dialog's description). */
  readonly description?: ReactNode;
  /** The close button, Escape and a click outside (all three wait while `busy`). */
  readonly onClose: () => void;
  /** The close button's word: `Annuler` unless given (`Fermer`, `Non`…); `null` for none. */
  readonly closeLabel?: string | null;
  /** The main button, after the close button. */
  readonly confirm?: ToolDialogButton;
  /** The dialog's other buttons (a record's actions), before the close button. */
  readonly actions?: ReactNode;
  /** A save runs: every button waits and the dialog cannot be closed. */
  readonly busy?: boolean;
  /** What the dialog's last action came to (`useDialogAction().result`), above the content. */
  readonly result?: ActionResult | null;
  /** `sm` unless given; the dialog takes that width (`false`: as wide as its content). */
  readonly maxWidth?: DialogProps['maxWidth'];
  readonly fullScreen?: boolean;
  /** Lines above and below the content (a long form or a table). */
  readonly dividers?: boolean;
  readonly titleSx?: SxProps<Theme>;
  readonly contentSx?: SxProps<Theme>;
  readonly children?: ReactNode;
}

/**
 * The frame of a tool's dialog: its title (naming the dialog), the last action's result, the
 * content, then the tool's buttons, the close button and the main button. While `busy`, the
 * buttons wait and the dialog stays open, so that what the person typed is never lost mid-save.
 */
export function ToolDialog({
  open = true,
  title,
  description,
  onClose,
  closeLabel = words.cancel,
  confirm,
  actions,
  busy = false,
  result = null,
  maxWidth = 'sm',
  fullScreen = false,
  dividers = false,
  titleSx,
  contentSx,
  children,
}: ToolDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={description === undefined ? undefined : `${id}-description`}
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth={maxWidth !== false}
    >
      <DialogTitle id={`${id}-title`} sx={titleSx}>
        {title}
      </DialogTitle>
      <DialogContent dividers={dividers} sx={contentSx}>
        <ActionMessage result={result} />
        {description !== undefined && (
          <DialogContentText id={`${id}-description`} component="div">
            {description}
          </DialogContentText>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions}
        {closeLabel !== null && (
          <Button onClick={onClose} disabled={busy} color="inherit">
            {closeLabel}
          </Button>
        )}
        {confirm && (
          <Button
            variant="contained"
            color={confirm.color ?? 'primary'}
            disabled={busy || confirm.disabled === true}
            autoFocus={confirm.autoFocus}
            onClick={confirm.onClick}
          >
            {confirm.label}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
