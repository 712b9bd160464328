/** spec 1 §3 Email detail: `opens_detail` entries carry `ts` in seconds; this gives milliseconds. */
export function opensDetailMs(ts: number): number {
  return ts * 1000;
}

/** An event time as milliseconds: ISO text, or a number (seconds when below 10¹¹, else ms). */
export function eventTimeMs(time: string | number): number {
  if (typeof time === 'number') return time < 1e11 ? time * 1000 : time;
  const ms = Date.parse(time);
  return Number.isFinite(ms) ? ms : Number.NaN;
}
