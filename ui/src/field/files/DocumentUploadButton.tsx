import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';

export interface DocumentUploadTexts {
  /** No file was chosen (spec 4 §5 « Un document est requis. »). */
  readonly required: string;
  /** The file is too large (spec 4 §5 « La taille des documents doit être inférieure à 1Mo. »). */
  readonly tooLarge: string;
}

export interface DocumentUploadButtonProps {
  /** The button's words (and the file input's name for screen readers). */
  readonly label: string;
  /** What the picker offers (default: images and PDFs). The server still judges by content. */
  readonly accept?: string;
  /** Files of this size or more are refused before any call. */
  readonly maxBytes: number;
  readonly texts: DocumentUploadTexts;
  /** A file that passed: the tool sends it (its own call). */
  readonly onFile: (file: File) => void;
  /** A file refused here, with the French reason. */
  readonly onRefused: (message: string) => void;
  readonly disabled?: boolean;
  readonly variant?: ButtonProps['variant'];
  readonly size?: ButtonProps['size'];
  readonly icon?: ReactNode;
}

/**
 * A supporting document picked on the device (the field kit's uploads: a contract's documents,
 * spec 4 §5): images or PDF offered, a missing file or one over `maxBytes` refused with the
 * tool's French text before anything is sent; the same file may be chosen again.
 */
export function DocumentUploadButton({
  label,
  accept = 'image/*,application/pdf',
  maxBytes,
  texts,
  onFile,
  onRefused,
  disabled = false,
  variant = 'outlined',
  size = 'small',
  icon = <UploadFileIcon />,
}: DocumentUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        aria-label={label}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) onRefused(texts.required);
          else if (file.size >= maxBytes) onRefused(texts.tooLarge);
          else onFile(file);
        }}
      />
      <Button
        variant={variant}
        size={size}
        startIcon={icon}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
