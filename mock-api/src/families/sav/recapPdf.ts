import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { plainBytes } from '../../images/signaturePicture';
import { winAnsiSafe as safe } from '../shared/certificatePage';

/** What the recap of an after-sales report shows (spec 4 §2.2), as text ready to print. */
/** The keyword of a recap naming what it was made from (`recap.ts`). */
const RECAP_SOURCE = 'source:';

/** The source a recap was made from (its keyword), '' when none or unreadable. */
export async function recapSourceOf(pdf: Uint8Array): Promise<string> {
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    const keywords = doc.getKeywords() ?? '';
    const word = keywords.split(/\s+/).find((k) => k.startsWith(RECAP_SOURCE));
    return word ? word.slice(RECAP_SOURCE.length) : '';
  } catch {
    return '';
  }
}

export interface RecapContent {
  /** The company header: its name, then its lines (legal form, address of the agency…). */
  readonly header: { readonly name: string; readonly lines: readonly string[] };
  readonly title: string;
  /** Labelled sections in order (client, addresses, intervention, machine…). */
  readonly sections: readonly {
    readonly title: string;
    readonly rows: readonly (readonly [string, string])[];
  }[];
  readonly tables: readonly {
    readonly title: string;
    readonly columns: readonly { readonly label: string; readonly width: number }[];
    readonly rows: readonly (readonly string[])[];
    /** Said when there are no rows. */
    readonly empty: string;
  }[];
  /** Photos as stored (JPEG or PNG bytes), with their file names. */
  readonly photos: readonly { readonly name: string; readonly bytes: Uint8Array }[];
  /** The signature as a one-page PDF (`SignaturePictures`), with who signed and when. */
  readonly signature: { readonly picture: Uint8Array | null; readonly lines: readonly string[] };
  /** The legal footer printed at the bottom of every page. */
  readonly footer: string;
  readonly at: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const FOOTER_SPACE = 50;
const black = rgb(0, 0, 0);
const grey = rgb(0.35, 0.35, 0.35);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of safe(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(next, size) <= width || line === '') {
        line = next;
        // A single word wider than the column is cut where it overflows.
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          out.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      } else {
        out.push(line);
        line = word;
      }
    }
    out.push(line);
  }
  return out;
}

/** A top-to-bottom writer over A4 pages, starting a new page when the next block does not fit. */
class Flow {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
  room(height: number): void {
    if (this.y - height < FOOTER_SPACE) this.newPage();
  }
  text(value: string, size = 10, options: { bold?: boolean; x?: number; width?: number } = {}) {
    const font = options.bold ? this.bold : this.font;
    const x = options.x ?? MARGIN;
    for (const line of wrap(value, font, size, options.width ?? A4.width - x - MARGIN)) {
      this.room(size + 4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: black });
      this.y -= size + 4;
    }
  }
  heading(value: string): void {
    this.room(40);
    this.y -= 8;
    this.text(value, 12, { bold: true });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: grey,
    });
    this.y -= 4;
  }
  row(label: string, value: string): void {
    const top = this.y;
    this.text(label, 9, { bold: true, width: 150 });
    const after = this.y;
    this.y = top;
    this.text(value === '' ? '—' : value, 9, { x: MARGIN + 160 });
    this.y = Math.min(after, this.y);
  }
  table(columns: RecapContent['tables'][number]['columns'], rows: readonly (readonly string[])[]) {
    const line = (cells: readonly string[], bold: boolean) => {
      const top = this.y;
      let lowest = top;
      let x = MARGIN;
      this.room(14);
      const start = this.y;
      cells.forEach((cell, i) => {
        const width = columns[i]?.width ?? 80;
        this.y = start;
        this.text(cell, 8, { bold, x, width: width - 6 });
        lowest = Math.min(lowest, this.y);
        x += width;
      });
      this.y = lowest - 2;
    };
    line(
      columns.map((c) => c.label),
      true,
    );
    for (const cells of rows) line(cells, false);
  }
}

/**
 * spec 4 §2.2 the recap of a report as a PDF with real text (A4 portrait, §9): the company header,
 * the report number, client, addresses, work type, date, technician, agency, machine, checklist,
 * time slots, spare-part lines, photos, signature, and the legal footer on every page.
 */
export async function buildRecapPdf(content: RecapContent, source = ''): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(safe(content.title));
  // What it was made from (recap.ts): a recap whose source is unchanged is not made again.
  if (source !== '') doc.setKeywords([`${RECAP_SOURCE}${source}`]);
  doc.setCreationDate(content.at);
  doc.setModificationDate(content.at);
  const flow = new Flow(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  flow.text(content.header.name, 14, { bold: true });
  for (const line of content.header.lines) flow.text(line, 9);
  flow.y -= 10;
  flow.text(content.title, 16, { bold: true });
  for (const section of content.sections) {
    flow.heading(section.title);
    for (const [label, value] of section.rows) flow.row(label, value);
  }
  for (const table of content.tables) {
    flow.heading(table.title);
    if (table.rows.length === 0) flow.text(table.empty, 9);
    else flow.table(table.columns, table.rows);
  }
  await drawPhotos(flow, content.photos);
  flow.heading('Signature');
  if (content.signature.picture) {
    try {
      const [picture] = await doc.embedPdf(plainBytes(content.signature.picture));
      if (picture) {
        const box = picture.scale(Math.min(150 / picture.width, 100 / picture.height));
        flow.room(box.height + 10);
        flow.page.drawPage(picture, { x: MARGIN, y: flow.y - box.height, ...box });
        flow.y -= box.height + 6;
      }
    } catch {
      flow.text('Signature illisible.', 9);
    }
  }
  for (const line of content.signature.lines) flow.text(line, 9);
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const lines = wrap(content.footer, flow.font, 7, A4.width - 2 * MARGIN);
    lines.forEach((line, j) =>
      page.drawText(line, { x: MARGIN, y: 30 - j * 9, size: 7, font: flow.font, color: grey }),
    );
    page.drawText(`Page ${i + 1} / ${pages.length}`, {
      x: A4.width - MARGIN - 50,
      y: 30 + 10,
      size: 7,
      font: flow.font,
      color: grey,
    });
  });
  return doc.save();
}

/** Two photos a row, each fitted in 250×250; a file that is not a readable image is named. */
async function drawPhotos(flow: Flow, photos: RecapContent['photos']): Promise<void> {
  flow.heading(`Photos (${photos.length})`);
  if (photos.length === 0) {
    flow.text('Aucune photo.', 9);
    return;
  }
  const size = 250;
  let column = 0;
  for (const photo of photos) {
    let image;
    try {
      const bytes = plainBytes(photo.bytes);
      image = bytes[0] === 0x89 ? await flow.doc.embedPng(bytes) : await flow.doc.embedJpg(bytes);
    } catch {
      flow.text(`Photo illisible : ${photo.name}`, 9);
      continue;
    }
    if (column === 0) flow.room(size + 20);
    const box = image.scaleToFit(size, size);
    const x = MARGIN + column * (size + 15);
    flow.page.drawImage(image, { x, y: flow.y - box.height, ...box });
    flow.page.drawText(safe(photo.name), {
      x,
      y: flow.y - size - 10,
      size: 7,
      font: flow.font,
      color: grey,
    });
    column = (column + 1) % 2;
    if (column === 0) flow.y -= size + 20;
  }
  if (column === 1) flow.y -= size + 20;
}
