import { memo, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SignaturePad from 'signature_pad';
import type { PointGroup } from 'signature_pad';
import { formTexts as t } from '../../texts';

/** spec 3 §9 "Signature: pen black". */
const PEN = '#000000';

/** The strokes scaled by k: the pad keeps its drawing when it is resized (rotation, window). */
const scaled = (groups: PointGroup[], k: number): PointGroup[] =>
  k === 1
    ? groups
    : groups.map((g) => ({
        ...g,
        points: g.points.map((p) => ({ ...p, x: p.x * k, y: p.y * k })),
      }));

/**
 * spec 3 §2.2 section 11: a signature pad (signature_pad, black pen) with undo and clear; the
 * value is the signature as a PNG data URL, `''` when empty. A saved signature shows as its image
 * until the person signs again. The pad keeps its aspect ratio, so when the device rotates or the
 * window changes the strokes are scaled with it, never lost.
 */
export const SignaturePadField = memo(function SignaturePadField({
  label,
  value,
  disabled,
  missing,
  onValue,
  field,
}: {
  readonly label: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly missing: boolean;
  /** The form's setter, called with `field` (one function for every field: the pad stays equal). */
  readonly onValue: (field: string, value: string) => void;
  readonly field: string;
}) {
  const onChange = (next: string) => onValue(field, next);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // A value that the pad did not draw is a saved signature: shown as an image.
  const [ownStrokes, setOwnStrokes] = useState(false);
  const showsSaved = value !== '' && !ownStrokes;
  const showsPad = !disabled && !showsSaved;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!showsPad || !canvas) return undefined;
    let pad: SignaturePad | null = null;
    let width = 0;
    const ended = () => {
      setOwnStrokes(true);
      if (pad) onChangeRef.current(pad.toDataURL('image/png'));
    };
    // The pad starts once the canvas has a size (a page without layout never draws).
    const fit = () => {
      const w = canvas.offsetWidth;
      const h = canvas.offsetHeight;
      if (w === 0 || h === 0 || w === width) return;
      if (!pad) {
        pad = new SignaturePad(canvas, { penColor: PEN, minWidth: 1, maxWidth: 2.5 });
        pad.addEventListener('endStroke', ended);
        padRef.current = pad;
      }
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      const k = width > 0 ? w / width : 1;
      canvas.width = w * ratio;
      canvas.height = h * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      width = w;
      pad.clear();
      if (strokes.length > 0) pad.fromData(scaled(strokes, k));
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      pad?.removeEventListener('endStroke', ended);
      pad?.off();
      padRef.current = null;
    };
  }, [showsPad]);

  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const strokes = pad.toData();
    strokes.pop();
    pad.fromData(strokes);
    onChange(strokes.length > 0 ? pad.toDataURL('image/png') : '');
  };
  const clear = () => {
    padRef.current?.clear();
    setOwnStrokes(true);
    onChange('');
  };

  return (
    <Box data-field={field} data-missing={missing || undefined}>
      <Typography variant="body2" sx={{ mb: 0.5, color: missing ? 'warning.dark' : undefined }}>
        {label}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '5 / 2',
          maxHeight: 260,
          border: 2,
          borderColor: missing ? 'warning.main' : 'divider',
          borderRadius: 1,
          bgcolor: disabled ? 'action.hover' : 'background.paper',
          touchAction: 'none',
        }}
      >
        {showsSaved && (
          <Box
            component="img"
            src={value}
            alt={t.signatures.saved(label)}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
        {showsPad && (
          <Box
            component="canvas"
            ref={canvasRef}
            role="img"
            aria-label={t.signatures.pad(label)}
            sx={{ display: 'block', width: '100%', height: '100%', touchAction: 'none' }}
          />
        )}
      </Box>
      {!disabled && (
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          {showsSaved ? (
            <Button size="small" onClick={clear}>
              {t.signatures.resign}
            </Button>
          ) : (
            <>
              <Button size="small" onClick={undo}>
                {t.signatures.undo}
              </Button>
              <Button size="small" onClick={clear}>
                {t.signatures.clear}
              </Button>
            </>
          )}
        </Box>
      )}
    </Box>
  );
});
