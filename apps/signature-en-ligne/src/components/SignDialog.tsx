import { useState } from 'react';
import { ToolDialog } from '@locasuite/ui';
import { SignaturePad } from '@locasuite/ui/field';
import { texts as T } from '../texts';

/** spec 3 §9 « PDF-signer pad 500x500 ». */
const PAD = 500;

export interface SignDialogProps {
  readonly open: boolean;
  readonly busy: boolean;
  readonly onCancel: () => void;
  /** The drawn signature, a PNG data URL. */
  readonly onSign: (png: string) => void;
}

/** spec 3 §2.7, §9: the 500×500 pad (black pen), undo, and « Valider ma signature ». */
export function SignDialog({ open, busy, onCancel, onSign }: SignDialogProps) {
  const [png, setPng] = useState('');
  return (
    <ToolDialog
      open={open}
      title={T.padTitle}
      onClose={onCancel}
      busy={busy}
      maxWidth={false}
      confirm={{ label: T.validateSignature, disabled: png === '', onClick: () => onSign(png) }}
    >
      <SignaturePad
        label={T.padLabel}
        value={png}
        onChange={setPng}
        texts={T.pad}
        // spec 3 §2.7: the pen is black, width 1.
        penWidth={1}
        frameSx={{
          // spec 3 §9: a 500×500 drawing area, inside the frame's 2 px border.
          width: `min(${PAD + 4}px, 80vw)`,
          height: `min(${PAD + 4}px, 80vw)`,
          aspectRatio: 'auto',
          maxHeight: PAD + 4,
        }}
      />
    </ToolDialog>
  );
}
