import type { Chart as ChartJS } from 'chart.js';
import { STATISTICS_EXPORT } from '@locasuite/core';

export interface ChartImage {
  readonly dataUrl: string;
  readonly width: number;
  readonly height: number;
}

/**
 * A chart as a PNG from its canvas at scale 2 (spec 1 §9 "Chart export image scale 2, timeout
 * 15 s"): the chart is redrawn at device pixel ratio 2, captured, then drawn back as it was.
 */
export function chartImage(
  chart: ChartJS,
  scale: number = STATISTICS_EXPORT.chartImageScale,
  timeoutMs: number = STATISTICS_EXPORT.chartImageTimeoutMs,
): Promise<ChartImage> {
  const capture = new Promise<ChartImage>((resolve, reject) => {
    const previous = chart.options.devicePixelRatio;
    try {
      chart.options.devicePixelRatio = scale;
      chart.resize();
      chart.update('none');
      resolve({
        dataUrl: chart.toBase64Image('image/png', 1),
        width: chart.width,
        height: chart.height,
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    } finally {
      chart.options.devicePixelRatio = previous;
      chart.resize();
      chart.update('none');
    }
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Délai dépassé')), timeoutMs);
  });
  return Promise.race([capture, timeout]).finally(() => clearTimeout(timer));
}
