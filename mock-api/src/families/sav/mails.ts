import { escapeHtml } from '../shared/html';

/** spec 4 §5, §8: the recap mail of a report (its number in subject and text). */
export function savReportMail(numero: string) {
  const subject = `Rapport d'intervention SAV n° ${numero}`;
  const text = `Bonjour,\n\nVeuillez trouver ci-joint le rapport d'intervention n° ${numero}.\n\nCordialement.`;
  return {
    subject,
    text,
    html: `<p>Bonjour,</p><p>Veuillez trouver ci-joint le rapport d'intervention n° ${escapeHtml(numero)}.</p><p>Cordialement.</p>`,
  };
}
