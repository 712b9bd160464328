import { frenchDayOfWire, pdfText, text } from '@locasuite/core';
import type { SavTimeSlot } from '@locasuite/core';
import { loadPdfLibraries, pdfLayout } from '@locasuite/ui/field';
import type { SavReport } from '../api';
import type { CheckEntry, FormLine } from '../components/form/reportModel';
import { texts } from '../texts';

const t = texts.pdf;

/** What the recap shows: the report as it would be sent, the company and the agency's name. */
export interface ReportPdfInput {
  readonly report: SavReport;
  readonly checklist: readonly CheckEntry[];
  readonly slots: readonly SavTimeSlot[];
  readonly lines: readonly FormLine[];
  readonly company: SavReport;
  readonly agency: string;
}

const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ');

/**
 * spec 4 §2.2 the recap PDF, as real text on A4 portrait (the kit's layout): company header,
 * report number, client, addresses, work type, date, technician, agency, machine, checklist,
 * lines and slots, and the legal footer (company, legal form, capital, SIRET, APE, VAT).
 */
export async function buildReportPdf(input: ReportPdfInput): Promise<Blob> {
  const { doc, autoTable } = await loadPdfLibraries();
  const layout = pdfLayout(doc, autoTable);
  const { report: r, company } = input;
  const number = text(r['N° RAP COMP']);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(pdfText(text(company.RS) || t.title), 10, layout.y + 5);
  doc.setFontSize(12);
  doc.text(pdfText(`${t.title} ${number}`), 10, layout.y + 12);
  layout.y += 18;
  layout.details(t.client, [
    [t.number, number],
    [t.company, text(r.societeliv)],
    [t.deliveryAddress, joined(r.adliv, r.compadliv)],
    [t.address, joined(r.CODE_POSTAL_LIV || joined(r.dptliv, r.cpliv), r.villeliv)],
  ]);
  layout.details(t.workType, [
    [t.workType, text(r.type_travaux)],
    [t.date, frenchDayOfWire(text(r['DATE RAPPORT']))],
    [t.technician, text(r['Techniciens_Nom(1)'])],
    [t.agency, input.agency],
    [
      t.machine,
      text(r.machine_inconnue) === '1'
        ? t.unknownMachine
        : joined(r['N° MATR INT'], r['MARQUE MACHINE'], r['TYPE MACHINE']),
    ],
  ]);
  if (input.checklist.length > 0) {
    layout.heading(t.checklist);
    layout.table({
      head: [[t.point, t.state]],
      body: input.checklist.map((e) => [pdfText(e.CH_DESIGNATION), pdfText(e.CH_ETAT || '-')]),
    });
  }
  if (input.lines.length > 0) {
    layout.heading(t.lines);
    layout.table({
      head: [[texts.form.line.reference, texts.form.line.designation, texts.form.line.quantity]],
      body: input.lines.map((l) =>
        [l['SAV REF PRODUIT'], l['SAV DESIGNATION'], String(l['SAV QTE PROD'])].map(pdfText),
      ),
    });
  }
  if (input.slots.length > 0) {
    layout.heading(t.slots);
    layout.table({
      body: input.slots.map((s) =>
        [
          text(s.date),
          `${text(s.debut)} - ${text(s.fin)}`,
          text(s.duree),
          text(s.technicien),
          text(s.type),
        ].map(pdfText),
      ),
    });
  }
  const legal = t.legal([
    text(company.RS),
    text(company.TypeEntreprise),
    text(company.Capital),
    text(company.NumeroSIRET),
    text(company.CodeAPE),
    text(company.TVAIntracommunautaire),
  ]);
  layout.footer(legal || t.footer(text(company.RS), number), t.page);
  return doc.output('blob');
}
