/**
 * spec 4 §5: « PDF e-mail recipients come from the client's contact mail list split on the
 * vertical bar, ignoring empties. »
 */
export function savMailRecipients(contactMailTous: string): string[] {
  return contactMailTous
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
