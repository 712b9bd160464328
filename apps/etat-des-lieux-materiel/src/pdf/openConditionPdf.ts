/** How long the PDF's address stays valid after it was opened (the new tab has read it by then). */
const URL_LIFETIME_MS = 60_000;

/**
 * Phones download the PDF rather than open it: most phone browsers show no PDF in a tab, and a
 * saved file opens in the phone's own reader. A coarse pointer on a narrow screen is a phone.
 */
export function prefersPdfDownload(view: Pick<Window, 'matchMedia'> = window): boolean {
  return view.matchMedia('(pointer: coarse) and (max-width: 600px)').matches;
}

/** Saves the PDF under its name through a temporary link. */
function download(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * spec 3 §2.2 « open as PDF »: the PDF in a new tab, or downloaded as `name` on a phone, or when
 * the browser blocks the new tab.
 */
export function openConditionPdf(
  blob: Blob,
  name: string,
  options: { readonly download?: boolean } = {},
): void {
  const file = new File([blob], name, { type: 'application/pdf' });
  const url = URL.createObjectURL(file);
  const opened = !(options.download ?? prefersPdfDownload()) && window.open(url, '_blank') !== null;
  if (!opened) download(url, name);
  window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
