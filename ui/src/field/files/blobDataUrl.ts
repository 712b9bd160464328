/** A Blob as a data URL (the wire's file fields take base64 text or a data URL). */
export async function blobDataUrl(
  blob: Blob,
  type = blob.type || 'application/pdf',
): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return `data:${type};base64,${btoa(binary)}`;
}
