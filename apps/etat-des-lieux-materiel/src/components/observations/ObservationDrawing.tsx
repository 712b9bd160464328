import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UndoIcon from '@mui/icons-material/Undo';
import LayersClearIcon from '@mui/icons-material/LayersClear';
import {
  OBSERVATION_MARKS_MAX_POINTS,
  OBSERVATION_MARKS_SCALE,
  parseObservationMarks,
  serializeObservationMarks,
} from '@locasuite/core';
import { MARK_COLORS, drawStrokes } from './drawMarks';
import { FAMILY_IMAGE_RATIO, familyImage } from './familyImages';
import { observationTexts as texts } from './texts';

export interface ObservationDrawingProps {
  /** The equipment's family (FAMILLE): which drawing is marked. */
  readonly family: string;
  /** The stored OBSERVATION_PHOTO_* of this leg (core `serializeObservationMarks`). */
  readonly value: string;
  /** On a return: the departure's OBSERVATION_PHOTO_DEPART, drawn in blue under the new marks. */
  readonly departureValue?: string;
  readonly readOnly: boolean;
  readonly onChange: (value: string) => void;
}

/** The smallest move (in 0..SCALE units) that adds a point to a stroke. */
const STEP = 3;

/**
 * spec 3 §2.2 section 8 "drawing over a family image (damage marks)" when drawInObservation is
 * on: marks drawn with a finger, a pen or the mouse over the family's drawing, kept as vectors
 * (core `observationMarks`) so the drawing survives a resize or a rotation of the device; on a
 * return the departure marks show in blue under the new ones in red (issue 14). Undo and clear.
 */
export const ObservationDrawing = memo(function ObservationDrawing({
  family,
  value,
  departureValue,
  readOnly,
  onChange,
}: ObservationDrawingProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const current = useRef<number[] | null>(null);
  const marks = useMemo(() => parseObservationMarks(value), [value]);
  const departure = useMemo(() => parseObservationMarks(departureValue ?? ''), [departureValue]);
  const isReturn = departureValue !== undefined;

  const redraw = useCallback(() => {
    const element = canvas.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    const width = Math.round(box.width * ratio);
    const height = Math.round(box.height * ratio);
    if (width <= 0 || height <= 0) return;
    if (element.width !== width) element.width = width;
    if (element.height !== height) element.height = height;
    const context = element.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, width, height);
    drawStrokes(context, departure.strokes, MARK_COLORS.departure, width, height);
    const strokes = current.current ? [...marks.strokes, current.current] : marks.strokes;
    drawStrokes(context, strokes, MARK_COLORS.current, width, height);
  }, [marks, departure]);

  useEffect(() => {
    redraw();
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // A rotation or a narrower form resizes the pad: the marks are drawn again at the new size.
    const observer = new ResizeObserver(() => redraw());
    observer.observe(element);
    return () => observer.disconnect();
  }, [redraw]);

  const point = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = (v: number, size: number) =>
      size > 0 ? Math.round((v / size) * OBSERVATION_MARKS_SCALE) : 0;
    return [scale(event.clientX - box.left, box.width), scale(event.clientY - box.top, box.height)];
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (readOnly || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer that cannot be captured still draws while it stays over the pad.
    }
    current.current = point(event);
    redraw();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (!stroke || stroke.length >= OBSERVATION_MARKS_MAX_POINTS * 2) return;
    const [x, y] = point(event);
    const lastX = stroke[stroke.length - 2] ?? x;
    const lastY = stroke[stroke.length - 1] ?? y;
    if (Math.hypot(x - lastX, y - lastY) < STEP) return;
    stroke.push(x, y);
    redraw();
  };

  const onPointerEnd = () => {
    const stroke = current.current;
    current.current = null;
    if (!stroke) return;
    onChange(serializeObservationMarks({ ...marks, strokes: [...marks.strokes, stroke] }));
  };

  const undo = () =>
    onChange(serializeObservationMarks({ ...marks, strokes: marks.strokes.slice(0, -1) }));
  const clear = () => onChange('');
  const pictures = [departure.image, marks.image].filter((p): p is string => p !== null);

  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 640 }}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: String(FAMILY_IMAGE_RATIO),
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'common.white',
        }}
      >
        {[familyImage(family), ...pictures].map((src) => (
          <Box
            key={src.slice(0, 64) + String(src.length)}
            component="img"
            src={src}
            alt=""
            draggable={false}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          />
        ))}
        <Box
          component="canvas"
          ref={canvas}
          role="img"
          aria-label={texts.pad}
          data-strokes={marks.strokes.length}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            touchAction: readOnly ? 'auto' : 'none',
            cursor: readOnly ? 'default' : 'crosshair',
          }}
        />
      </Box>
      {isReturn && (
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Legend color={MARK_COLORS.departure} label={texts.departureMarks} />
          <Legend color={MARK_COLORS.current} label={texts.newMarks} />
        </Stack>
      )}
      {!readOnly && (
        <>
          <Typography variant="body2" color="text.secondary">
            {texts.hint}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UndoIcon />}
              disabled={marks.strokes.length === 0}
              onClick={undo}
              sx={{ minHeight: 44 }}
            >
              {texts.undo}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<LayersClearIcon />}
              disabled={marks.strokes.length === 0 && !marks.image}
              onClick={clear}
              sx={{ minHeight: 44 }}
            >
              {texts.clear}
            </Button>
          </Stack>
        </>
      )}
      {readOnly && marks.strokes.length === 0 && !marks.image && (
        <Typography variant="body2" color="text.secondary">
          {texts.none}
        </Typography>
      )}
    </Box>
  );
});

function Legend({ color, label }: { readonly color: string; readonly label: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
      <Box sx={{ width: 24, height: 4, borderRadius: 2, bgcolor: color }} />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}
