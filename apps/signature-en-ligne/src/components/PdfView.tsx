import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { texts as T } from '../texts';

/** pdf.js, loaded with the first document shown (never with the page's first paint). */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

export interface PdfViewProps {
  /** The PDF's bytes; undefined while they load. */
  readonly bytes: Uint8Array | undefined;
  /** Widest a page is drawn, in CSS pixels. */
  readonly maxWidth?: number;
}

/**
 * spec 3 §2.7 the document viewer: every page of the PDF drawn by pdf.js, one under the other,
 * without pdf.js's sidebar or toolbar; « Le document n’a pas pu être affiché. » if it cannot be.
 */
export function PdfView({ bytes, maxWidth = 900 }: PdfViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [drawing, setDrawing] = useState(true);

  useEffect(() => {
    const host = frame.current;
    if (!bytes || !host) return undefined;
    let cancelled = false;
    setFailed(false);
    setDrawing(true);
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        const doc = await pdfjs.getDocument({ data: bytes.slice() }).promise;
        host.replaceChildren();
        const width = Math.min(host.clientWidth || maxWidth, maxWidth);
        for (let n = 1; n <= doc.numPages && !cancelled; n++) {
          const page = await doc.getPage(n);
          const unscaled = page.getViewport({ scale: 1 });
          const ratio = Math.max(window.devicePixelRatio || 1, 1);
          const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.style.width = `${viewport.width / ratio}px`;
          canvas.style.display = 'block';
          canvas.style.margin = '0 auto 12px';
          canvas.style.boxShadow = '0 1px 4px rgba(0,0,0,0.3)';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', T.pageOf(n));
          host.append(canvas);
          await page.render({ canvas, viewport }).promise;
        }
        await doc.destroy();
      } catch {
        if (!cancelled) setFailed(true);
      } finally {
        if (!cancelled) setDrawing(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [bytes, maxWidth]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, bgcolor: 'grey.200', minHeight: '100%' }}>
      {failed && <Alert severity="error">{T.viewerFailed}</Alert>}
      {(!bytes || drawing) && !failed && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress />
        </Box>
      )}
      <Box ref={frame} data-testid="pdf-pages" />
    </Box>
  );
}

/** Saves the PDF on the device under its name (`Enregistrer`). */
export function downloadPdf(bytes: Uint8Array, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
