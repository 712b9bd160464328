import { memo, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import SignaturePadLibrary from 'signature_pad';
import type { PointGroup } from 'signature_pad';

/** spec 3 §9 "Signature: pen black". */
const PEN = '#000000';
/** The pen by default (the condition check): 1 to 2.5 px wide, with the speed of the stroke. */
const PEN_WIDTHS = { minWidth: 1, maxWidth: 2.5 } as const;
const widthsOf = (penWidth: number | undefined) =>
  penWidth === undefined ? PEN_WIDTHS : { minWidth: penWidth, maxWidth: penWidth };

/** The strokes scaled by k: the pad keeps its drawing when it is resized (rotation, window). */
const scaled = (groups: PointGroup[], k: number): PointGroup[] =>
  k === 1
    ? groups
    : groups.map((g) => ({
        ...g,
        points: g.points.map((p) => ({ ...p, x: p.x * k, y: p.y * k })),
      }));

/** The pad's words, from the tool's texts: `label` is the pad's own label. */
export interface SignaturePadTexts {
  /** The drawing area's accessible name. */
  readonly pad: (label: string) => string;
  /** The saved signature's image (its alternative text). */
  readonly saved: (label: string) => string;
  readonly undo: string;
  readonly clear: string;
  /** Replaces a saved signature by a new one. */
  readonly resign: string;
}

export interface SignaturePadProps {
  readonly label: string;
  /** The signature as a PNG data URL, `''` when there is none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly texts: SignaturePadTexts;
  readonly disabled?: boolean;
  /** The signature is required and missing: the pad is outlined in orange. */
  readonly missing?: boolean;
  /** The form field it fills (`data-field`, so that a form can scroll to what is missing). */
  readonly name?: string;
  /**
   * The drawing area's size when the page gives it one (the customers' signature page on a phone:
   * the whole width and a height of its own); by default the width at 5:2, 260 px high at most.
   */
  readonly frameSx?: SxProps<Theme>;
  /**
   * A pen of one width, in CSS pixels (spec 3 §2.7, the document signer: width 1); by default
   * the stroke varies with the speed from 1 to 2.5 px.
   */
  readonly penWidth?: number;
}

/**
 * spec 3 §2.2 section 11, §9 "Signature: pen black": a signature pad (signature_pad, black pen)
 * with undo and clear; the value is the signature as a PNG data URL, `''` when empty. A saved
 * signature shows as its image until the person signs again. When the pad is resized (the device
 * rotates, the window changes) the strokes are scaled with it, their shape kept, never lost.
 */
export const SignaturePad = memo(function SignaturePad({
  label,
  value,
  onChange,
  texts: t,
  disabled = false,
  missing = false,
  name,
  frameSx,
  penWidth,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const widthsRef = useRef(widthsOf(penWidth));
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
    let pad: SignaturePadLibrary | null = null;
    let width = 0;
    let height = 0;
    const ended = () => {
      setOwnStrokes(true);
      if (pad) onChangeRef.current(pad.toDataURL('image/png'));
    };
    // The pad starts once the canvas has a size (a page without layout never draws).
    const fit = () => {
      const w = canvas.offsetWidth;
      const h = canvas.offsetHeight;
      if (w === 0 || h === 0 || (w === width && h === height)) return;
      if (!pad) {
        pad = new SignaturePadLibrary(canvas, { penColor: PEN, ...widthsRef.current });
        pad.addEventListener('endStroke', ended);
        padRef.current = pad;
      }
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      // One factor for both axes (the drawing keeps its shape), the one that keeps it inside.
      const k = width > 0 && height > 0 ? Math.min(w / width, h / height) : 1;
      canvas.width = w * ratio;
      canvas.height = h * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      width = w;
      height = h;
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
  // A new width applies to the next strokes, the drawing kept.
  useEffect(() => {
    widthsRef.current = widthsOf(penWidth);
    if (padRef.current) Object.assign(padRef.current, widthsRef.current);
  }, [penWidth]);

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
    <Box data-field={name} data-missing={missing || undefined}>
      <Typography variant="body2" sx={{ mb: 0.5, color: missing ? 'warning.dark' : undefined }}>
        {label}
      </Typography>
      <Box
        sx={[
          {
            position: 'relative',
            width: '100%',
            aspectRatio: '5 / 2',
            maxHeight: 260,
            border: 2,
            borderColor: missing ? 'warning.main' : 'divider',
            borderRadius: 1,
            bgcolor: disabled ? 'action.hover' : 'background.paper',
            touchAction: 'none',
          },
          ...(Array.isArray(frameSx) ? frameSx : [frameSx]),
        ]}
      >
        {showsSaved && (
          <Box
            component="img"
            src={value}
            alt={t.saved(label)}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
        {showsPad && (
          <Box
            component="canvas"
            ref={canvasRef}
            role="img"
            aria-label={t.pad(label)}
            sx={{ display: 'block', width: '100%', height: '100%', touchAction: 'none' }}
          />
        )}
      </Box>
      {!disabled && (
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          {showsSaved ? (
            <Button size="small" onClick={clear}>
              {t.resign}
            </Button>
          ) : (
            <>
              <Button size="small" onClick={undo}>
                {t.undo}
              </Button>
              <Button size="small" onClick={clear}>
                {t.clear}
              </Button>
            </>
          )}
        </Box>
      )}
    </Box>
  );
});
