import { frenchDayOfWire, imageSource, pdfText, text } from '@locasuite/core';
import type { SavTimeSlot } from '@locasuite/core';
import {
  PDF_PAGE,
  canvasPrepareImage,
  drawPdfImage,
  loadPdfLibraries,
  pdfLayout,
  preparePdfPhotos,
  sourceImage,
} from '@locasuite/ui/field';
import type { PrepareImage } from '@locasuite/ui/field';
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
  /** The report's photos (stored and taken now), as data URLs: one page each. */
  readonly photos: readonly string[];
}

/** How the PDF is made on this device: photos fitted as JPEG by the canvas unless a test says. */
export interface ReportPdfOptions {
  readonly prepareImage?: PrepareImage;
}

/** The signature's box on the recap (mm). */
const SIGNATURE_BOX = { width: 80, height: 35 } as const;

const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ');

/**
 * spec 4 §2.2 the recap PDF of a report kept on this device, as real text on A4 portrait (the
 * kit's layout): company header, report number, client, addresses, work type, date, technician,
 * agency, machine, checklist, lines and slots, the customer's signature, one page per photo, and
 * the legal footer (company, legal form, capital, SIRET, APE, VAT). Each photo goes in once,
 * fitted as JPEG (the kit's `preparePdfPhotos`).
 */
export async function buildReportPdf(
  input: ReportPdfInput,
  options: ReportPdfOptions = {},
): Promise<Blob> {
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
  const signature = imageSource(r.Signature_web);
  layout.heading(t.signature, SIGNATURE_BOX.height + 16);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  if (signature) {
    const signer = text(r.Signataire);
    if (signer !== '') {
      doc.text(pdfText(t.signedBy(signer)), PDF_PAGE.margin, layout.y + 4);
      layout.y += 6;
    }
    const drawn = drawPdfImage(
      doc,
      sourceImage(signature),
      PDF_PAGE.margin,
      layout.y,
      SIGNATURE_BOX.width,
      SIGNATURE_BOX.height,
    );
    if (drawn === null) doc.text(pdfText(t.unreadable), PDF_PAGE.margin, layout.y + 4);
    layout.y += (drawn ?? 6) + 6;
  } else {
    doc.text(pdfText(t.unsigned), PDF_PAGE.margin, layout.y + 4);
    layout.y += 10;
  }
  const images = await preparePdfPhotos(input.photos, options.prepareImage ?? canvasPrepareImage);
  input.photos.forEach((photo, i) => {
    layout.photoPage({
      label: t.photo(i + 1, input.photos.length),
      subtitle: `${t.title} ${number}`,
      image: images.get(photo),
      caption: [],
      unreadable: t.unreadable,
    });
  });
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
