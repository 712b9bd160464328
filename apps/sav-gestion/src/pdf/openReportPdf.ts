/** How long the PDF's address stays valid after it was opened (the new tab has read it by then). */
const URL_LIFETIME_MS = 60_000;

/**
 * Phones download the PDF rather than open it: most phone browsers show no PDF in a tab, and a
 * saved file opens in the phone's own reader. A coarse pointer on a narrow screen is a phone.
 */
const prefersDownload = () => window.matchMedia('(pointer: coarse) and (max-width: 600px)').matches;

/**
 * spec 4 §2.2 `Ouvrir en PDF`: the recap in a new tab, or downloaded as
 * `Rapport_SAV_{number}.pdf` on a phone or when the browser blocks the new tab. Resolves to
 * whether the PDF could be made.
 */
export async function openReportPdf(build: () => Promise<Blob>, number: string): Promise<boolean> {
  let blob: Blob;
  try {
    blob = await build();
  } catch {
    return false;
  }
  const name = `Rapport_SAV_${number}.pdf`;
  const url = URL.createObjectURL(new File([blob], name, { type: 'application/pdf' }));
  if (prefersDownload() || window.open(url, '_blank') === null) {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  return true;
}
