import {
  CONDITION_CHECK_MESSAGES,
  CONDITION_DIFFERENCE_TEXTS,
  checklistValueList,
  conditionDifferences,
  conditionPdfName,
  conditionPhotoCaption,
  conditionSnapshot,
  conditionTime,
  parseChecklist,
  type ConditionDifference,
  type ConditionLeg,
  type CustomFieldDefinition,
  type PhotoTrace,
} from '@locasuite/core';
import type { CellHookData, RowInput } from 'jspdf-autotable';
import {
  recordField,
  recordText,
  withPrefixedNames,
  type ConditionRecord,
} from './conditionRecord';
import { imageSource, pdfText, text, type ImageSource } from '@locasuite/core';
import {
  PDF_CONTENT_WIDTH,
  PDF_LABEL_COLUMN,
  PDF_PAGE,
  canvasPrepareImage,
  drawPdfImage,
  loadPdfLibraries,
  pdfLayout,
  pdfTableRoom as tableRoom,
  preparePdfPhotos,
  sourceImage,
  type PrepareImage,
} from '@locasuite/ui/field';
import {
  customValue,
  deltaText,
  displayDate,
  displayLevel,
  displayReading,
  logosOf,
  shown,
} from './pdfValues';
import { conditionPdfTexts as T } from './texts';

/** A photo of one leg, as a data URL, with what its caption says (core `conditionPhotoCaption`). */
export interface ConditionPdfPhoto extends PhotoTrace {
  readonly leg: ConditionLeg;
  readonly dataUrl: string;
}

/** What the PDF of one condition check is made of (spec 3 §2.2, §3.1, §3.4). */
export interface ConditionPdfInput {
  /** The record as the server sends it (CLD_ names, or the same names without the prefix). */
  readonly record: ConditionRecord;
  /** `get_societe_by_id`: RS, TypeEntreprise, Capital, NumeroSIRET, CodeAPE, TVA…, Logo_JSON. */
  readonly company?: ConditionRecord | null;
  /** `get_agency` (the record's agency): ag_nom, ag_adresse, ag_cp, ag_ville, ag_telephone… */
  readonly agency?: ConditionRecord | null;
  /** spec 3 §3.3 custom field definitions; hidden ones (`show` 0) are left out. */
  readonly customFields?: readonly CustomFieldDefinition[];
  /** The photos of both legs, each printed on a page of its own (spec 3 §9). */
  readonly photos?: readonly ConditionPdfPhoto[];
  /** Drawn observations (PNG data URLs) per leg; default the record's OBSERVATION_PHOTO_*. */
  readonly observations?: Partial<Record<ConditionLeg, string | null | undefined>>;
  /** The document's title, printed at the top and in the file name (spec 3 §7.1). */
  readonly title: string;
}

const LEGS: readonly ConditionLeg[] = ['DEPART', 'RETOUR'];
const { margin: MARGIN, width: PAGE_WIDTH, ink: INK, muted: MUTED } = PDF_PAGE;
const CONTENT_WIDTH = PDF_CONTENT_WIDTH;
/** A changed value: dark red on a light orange row, and `Oui` in the Écart column. */
const CHANGED_INK: [number, number, number] = [183, 28, 28];
const CHANGED_FILL: [number, number, number] = [255, 236, 214];

const isOne = (value: unknown) => String(value ?? '').trim() === '1';
const legLabel = (leg: ConditionLeg) => (leg === 'DEPART' ? T.departure : T.return);

export { imageSource } from '@locasuite/core';
export type { PreparedImage, PrepareImage } from '@locasuite/ui/field';

/** How the PDF is made on this device. */
export interface ConditionPdfOptions {
  /** Fits a photo inside 720×720 as JPEG: the browser's canvas unless a test gives its own. */
  readonly prepareImage?: PrepareImage;
}

/** spec 3 §7.1 "{contract}_{registration}_{title uppercased}.pdf" (core), or a plain name. */
export function conditionPdfFileName(input: Pick<ConditionPdfInput, 'record' | 'title'>): string {
  return (
    conditionPdfName(
      recordText(input.record, 'NUM_CONTRAT'),
      recordText(input.record, 'MATRICULE'),
      input.title,
    ) ?? 'ETAT_DES_LIEUX.pdf'
  );
}

/**
 * spec 3 §2.2 actions « open as PDF », §9 "A4 portrait … one extra page per photo, labelled Photo
 * de départ or Photo de retour", issue 14: the condition check as an A4 portrait PDF of real text
 * (jsPDF text and jspdf-autotable tables): the header with the company, the agency and both
 * logos; the customer; the equipment; the checklist with its Départ and Retour columns; dates,
 * meters and levels; observations (text and drawings); custom fields; comments; controllers,
 * signers and signatures; then, once the return is checked, « Écarts constatés » (core
 * `conditionDifferences`: the changed lines and deltas, also marked in the tables above); then
 * one page per photo with its label, time and GPS position (core `conditionPhotoCaption`). Each
 * photo goes in at the size it is shown (720×720 at most, JPEG) and each image once, however
 * many times it is drawn: four small photos make a PDF of a few hundred kilobytes, not megabytes.
 */
export async function buildConditionPdf(
  input: ConditionPdfInput,
  options: ConditionPdfOptions = {},
): Promise<Blob> {
  const { doc, autoTable } = await loadPdfLibraries();
  const layout = pdfLayout(doc, autoTable);
  const { table, ensureRoom, heading, details } = layout;
  const record = withPrefixedNames(input.record);
  const field = (name: string) => recordText(record, name);
  const contract = field('NUM_CONTRAT');
  const registration = field('MATRICULE');
  const returnChecked = isOne(recordField(record, 'CONTROLE_RETOUR'));

  doc.setProperties({
    title: pdfText(`${input.title} ${contract} ${registration}`.trim()),
    subject: pdfText(T.contractLine(contract, registration)),
    creator: 'LocaSuite',
  });

  const stored = parseChecklist(recordField(record, 'CHECK_LIST_JSON_GESTION'));
  const checklist =
    stored.length > 0 ? stored : parseChecklist(recordField(record, 'CHECK_LIST_JSON'));
  const legPhotos = (leg: ConditionLeg) => input.photos?.filter((photo) => photo.leg === leg);
  const differences = returnChecked
    ? conditionDifferences(
        conditionSnapshot(record, checklist, 'DEPART', legPhotos('DEPART')),
        conditionSnapshot(record, checklist, 'RETOUR', legPhotos('RETOUR')),
      )
    : [];
  const changedLines = new Set(differences.flatMap((d) => (d.kind === 'checklist' ? [d.id] : [])));
  const readingDelta = (kind: ConditionDifference['kind']) =>
    deltaText(differences.find((d) => d.kind === kind));

  const drawImage = (source: ImageSource, x: number, top: number, maxW: number, maxH: number) =>
    drawPdfImage(doc, sourceImage(source), x, top, maxW, maxH);

  // 1. Header: company and agency, both logos (spec 3 §2.2 section 1).
  const logos = [...logosOf(input.company), ...logosOf(input.agency)]
    .map(imageSource)
    .filter((s): s is ImageSource => s !== null);
  const [leftLogo, rightLogo] = logos;
  if (leftLogo) drawImage(leftLogo, MARGIN, layout.y, 38, 20);
  if (rightLogo) drawImage(rightLogo, PAGE_WIDTH - MARGIN - 38, layout.y, 38, 20);
  const company = input.company ?? {};
  const agency = input.agency ?? {};
  const centre = PAGE_WIDTH / 2;
  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.text(pdfText(text(company.RS) || text(agency.ag_nom)), centre, layout.y + 5, {
    align: 'center',
  });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(...MUTED);
  const companyLine = [
    text(company.Capital)
      ? T.company.capital(text(company.TypeEntreprise), text(company.Capital))
      : text(company.TypeEntreprise),
    text(company.NumeroSIRET) ? T.company.siret(text(company.NumeroSIRET)) : '',
    text(company.CodeAPE) ? T.company.ape(text(company.CodeAPE)) : '',
    text(company.TVAIntracommunautaire) ? T.company.vat(text(company.TVAIntracommunautaire)) : '',
  ].filter(Boolean);
  const agencyLines = [
    text(agency.ag_nom),
    [text(agency.ag_adresse), [text(agency.ag_cp), text(agency.ag_ville)].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    [
      text(agency.ag_telephone) ? T.company.phone(text(agency.ag_telephone)) : '',
      text(agency.ag_courriel),
      text(agency.ag_siteweb),
    ]
      .filter(Boolean)
      .join(' - '),
  ].filter(Boolean);
  let headerY = layout.y + 9.5;
  for (const line of [companyLine.join(' - '), ...agencyLines].filter(Boolean)) {
    const width = logos.length > 0 ? CONTENT_WIDTH - 2 * 40 : CONTENT_WIDTH;
    const wrapped = doc.splitTextToSize(pdfText(line), width) as string[];
    doc.text(wrapped, centre, headerY, { align: 'center' });
    headerY += 3.4 * wrapped.length;
  }
  layout.y = Math.max(layout.y + 22, headerY + 2);

  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(pdfText(input.title), centre, layout.y + 5, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.text(pdfText(T.contractLine(contract, registration)), centre, layout.y + 11, {
    align: 'center',
  });
  layout.y += 17;

  // 2. Customer (section 2).
  details(T.customer.title, [
    [T.customer.company, field('CLIENT_RAISON_SOCIALE') || field('NOM_CLIENT')],
    [
      T.customer.address,
      [field('CLIENT_ADRESSE'), field('CLIENT_COMP_ADRESSE')].filter(Boolean).join(', '),
    ],
    [T.customer.postcode, field('CLIENT_CODEPOSTAL')],
    [T.customer.city, field('CLIENT_VILLE')],
    [T.customer.phone, field('TEL_LIV')],
    [T.customer.contact, field('CONTACT_LIV')],
    [T.customer.deliveryComment, field('COMMENTAIRE_LIV')],
  ]);

  // 3. Equipment (section 3).
  const equipments = recordField(record, 'EQUIPEMENTS');
  const equipmentList = Array.isArray(equipments)
    ? equipments
        .map((e) => {
          const item = (typeof e === 'object' && e !== null ? e : {}) as Record<string, unknown>;
          return [
            text(item.description ?? item.DESCRIPTION),
            text(item.matricule ?? item.MATRICULE),
          ]
            .filter(Boolean)
            .join(' - ');
        })
        .filter(Boolean)
        .join('\n')
    : text(equipments);
  details(T.equipment.title, [
    [T.equipment.registration, registration],
    [T.equipment.description, field('DESCRIPTION')],
    [T.equipment.family, field('FAMILLE')],
    [T.equipment.subFamily, field('SOUS_FAMILLE')],
    [T.equipment.brand, field('MARQUE')],
    [T.equipment.type, field('TYPE')],
    [T.equipment.serial, field('NUMERO_SERIE')],
    [T.equipment.list, equipmentList],
    [T.equipment.training, field('FORMATION')],
  ]);

  // 4. Checklist with Départ and Retour columns, changed lines marked (issue 14).
  heading(T.checklist.title);
  const head = [
    T.checklist.designation,
    T.departure,
    T.return,
    ...(returnChecked ? [T.checklist.difference] : []),
  ].map(pdfText);
  if (checklist.length === 0) {
    table({ body: [[pdfText(T.checklist.empty)]] });
  } else {
    const changedRows = new Set<number>();
    const body: RowInput[] = checklist.map((line, index) => {
      const changed = changedLines.has(line.id);
      if (changed) changedRows.add(index);
      return [
        line.CH_DESIGNATION,
        checklistValueList(line.CLD_QTE_DEPART).join(', '),
        checklistValueList(line.CLD_QTE_RETOUR).join(', '),
        ...(returnChecked ? [changed ? T.checklist.changed : ''] : []),
      ].map(pdfText);
    });
    table({
      head: [head],
      body,
      columnStyles: { 0: { cellWidth: 70 } },
      didParseCell: (data: CellHookData) => {
        if (data.section === 'body' && changedRows.has(data.row.index)) {
          data.cell.styles.fillColor = CHANGED_FILL;
          if (data.column.index >= 2) {
            data.cell.styles.textColor = CHANGED_INK;
            data.cell.styles.fontStyle = 'bold';
          }
        }
      },
    });
  }

  // 5–6. Dates, meters and levels for both legs, with the deltas once the return is checked.
  const readingRows: { label: string; values: [string, string]; delta: string }[] = [
    {
      label: T.readings.validationDate,
      values: [
        displayDate(field('DATE_DEPART_VALIDATION')),
        displayDate(field('DATE_RETOUR_VALIDATION')),
      ],
      delta: '',
    },
    {
      label: T.readings.plannedDate,
      values: [displayDate(field('DATE_DEPART')), displayDate(field('DATE_RETOUR'))],
      delta: '',
    },
    {
      label: T.readings.time,
      values: [
        conditionTime(field('HEURE_DEPART')) || field('HEURE_DEPART'),
        conditionTime(field('HEURE_RETOUR')) || field('HEURE_RETOUR'),
      ],
      delta: '',
    },
    {
      label: T.readings.kilometre,
      values: [
        displayReading(field('KILOMETRE_DEPART'), 'km'),
        displayReading(field('KILOMETRE_RETOUR'), 'km'),
      ],
      delta: readingDelta('kilometre'),
    },
    {
      label: T.readings.horametre,
      values: [
        displayReading(field('HORAMETRE_DEPART'), 'h'),
        displayReading(field('HORAMETRE_RETOUR'), 'h'),
      ],
      delta: readingDelta('horametre'),
    },
    {
      label: T.readings.gas,
      values: [displayLevel(field('NIVEAU_GAS_DEPART')), displayLevel(field('NIVEAU_GAS_RETOUR'))],
      delta: readingDelta('gas'),
    },
    {
      label: T.readings.adblue,
      values: [
        displayLevel(field('NIVEAU_ADBLUE_DEPART')),
        displayLevel(field('NIVEAU_ADBLUE_RETOUR')),
      ],
      delta: readingDelta('adblue'),
    },
  ];
  const readings = readingRows.filter((r) => r.values.some((v) => v !== ''));
  heading(T.readings.title, tableRoom(readings.length));
  table({
    head: [
      ['', T.departure, T.return, ...(returnChecked ? [T.checklist.difference] : [])].map(pdfText),
    ],
    body: readings.map((r) =>
      [r.label, ...r.values, ...(returnChecked ? [r.delta] : [])].map(pdfText),
    ),
    columnStyles: PDF_LABEL_COLUMN,
    didParseCell: (data: CellHookData) => {
      if (data.section === 'body' && readings[data.row.index]?.delta && data.column.index >= 2) {
        data.cell.styles.textColor = CHANGED_INK;
        data.cell.styles.fontStyle = 'bold';
      }
    },
  });

  // 8. Observations: text, and the drawings (damage marks) when there are some.
  const observationText = LEGS.map((leg) => field(`COMMENTAIRE_${leg}`));
  const drawings = LEGS.map((leg) =>
    imageSource(
      input.observations && leg in input.observations
        ? input.observations[leg]
        : recordField(record, `OBSERVATION_PHOTO_${leg}`),
    ),
  );
  if (observationText.some(Boolean) || drawings.some(Boolean)) {
    heading(T.observations.title);
    if (observationText.some(Boolean)) {
      table({
        body: LEGS.map((leg, i) => [pdfText(legLabel(leg)), pdfText(observationText[i])]),
        columnStyles: PDF_LABEL_COLUMN,
      });
    }
    if (drawings.some(Boolean)) {
      const boxW = (CONTENT_WIDTH - 6) / 2;
      ensureRoom(75);
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(9);
      doc.setTextColor(...MUTED);
      let tallest = 0;
      drawings.forEach((drawing, i) => {
        const leg = LEGS[i] ?? 'DEPART';
        if (!drawing) return;
        const x = MARGIN + i * (boxW + 6);
        doc.text(pdfText(T.observations.drawn(legLabel(leg))), x, layout.y + 3);
        const h = drawImage(drawing, x, layout.y + 5, boxW, 65);
        tallest = Math.max(tallest, (h ?? 0) + 5);
      });
      layout.y += tallest + 6;
    }
  }

  // 9. Custom fields (spec 3 §3.3), the shown ones, departure beside return.
  const definitions = (input.customFields ?? []).filter(shown);
  const customRows = definitions
    .map((definition) => {
      const departureKey = text(definition.key_depart);
      const returnKey = text(definition.key_retour);
      return [
        text(definition.name) || text(definition.label_depart) || text(definition.label_retour),
        departureKey
          ? customValue(definition, recordField(record, departureKey.replace(/^CLD_/, '')))
          : '',
        returnKey
          ? customValue(definition, recordField(record, returnKey.replace(/^CLD_/, '')))
          : '',
      ];
    })
    .filter(([, dep, ret]) => dep !== '' || ret !== '');
  if (customRows.length > 0) {
    heading(T.customFields.title, tableRoom(customRows.length));
    table({
      head: [['', T.departure, T.return].map(pdfText)],
      body: customRows.map((row) => row.map(pdfText)),
      columnStyles: PDF_LABEL_COLUMN,
    });
  }

  // 10. Comments.
  details(T.comments.title, [
    [T.comments.techDeparture, field('COMMENTAIRE_TECH_DEPART')],
    [T.comments.techReturn, field('COMMENTAIRE_TECH_RETOUR')],
    [T.comments.rental, field('COMMENTAIRE_LOCATION')],
  ]);

  // 11. Controllers, signers and signatures.
  heading(T.signatures.title, tableRoom(3) + 28);
  const signer = (leg: ConditionLeg) =>
    field(`SIGNATAIRE_${leg}`) ||
    (isOne(recordField(record, `FLAG_SIGNATAIRE_${leg}`))
      ? CONDITION_CHECK_MESSAGES.signerOptional
      : '');
  const signatures = LEGS.map((leg) => imageSource(recordField(record, `SIGNATURE_${leg}`)));
  const SIGNATURE_ROW = 2;
  table({
    head: [['', T.departure, T.return].map(pdfText)],
    body: [
      [T.signatures.controller, field('CONTROLEUR_DEPART'), field('CONTROLEUR_RETOUR')].map(
        pdfText,
      ),
      [T.signatures.signer, signer('DEPART'), signer('RETOUR')].map(pdfText),
      [
        pdfText(T.signatures.signature),
        { content: '', styles: { minCellHeight: signatures.some(Boolean) ? 28 : 8 } },
        { content: '', styles: { minCellHeight: signatures.some(Boolean) ? 28 : 8 } },
      ],
    ],
    columnStyles: PDF_LABEL_COLUMN,
    didDrawCell: (data: CellHookData) => {
      if (data.section !== 'body' || data.row.index !== SIGNATURE_ROW || data.column.index < 1) {
        return;
      }
      const signature = signatures[data.column.index - 1];
      if (signature) {
        drawImage(
          signature,
          data.cell.x + 2,
          data.cell.y + 1.5,
          data.cell.width - 4,
          data.cell.height - 3,
        );
      }
    },
  });

  // Issue 14 « Écarts constatés », once the return is checked.
  if (returnChecked) {
    heading(CONDITION_DIFFERENCE_TEXTS.title, tableRoom(Math.min(differences.length, 6)));
    table({
      body:
        differences.length === 0
          ? [[pdfText(CONDITION_DIFFERENCE_TEXTS.none)]]
          : differences.map((d) => [pdfText(d.text)]),
      styles: {
        fontSize: 9,
        cellPadding: 1.6,
        textColor: differences.length === 0 ? INK : CHANGED_INK,
        fontStyle: differences.length === 0 ? 'normal' : 'bold',
        lineWidth: 0.1,
      },
    });
  }

  // spec 3 §9: one page per photo, labelled; issue 14: its time and GPS position under it.
  const photos = [...(input.photos ?? [])].sort(
    (a, b) => LEGS.indexOf(a.leg) - LEGS.indexOf(b.leg),
  );
  const photoImages = await preparePdfPhotos(
    photos.map((photo) => photo.dataUrl),
    options.prepareImage ?? canvasPrepareImage,
  );
  for (const photo of photos) {
    const [label = '', ...caption] = conditionPhotoCaption(photo.leg, photo);
    layout.photoPage({
      label,
      subtitle: T.contractLine(contract, registration),
      image: photoImages.get(photo.dataUrl),
      caption,
      unreadable: T.photos.unreadable,
    });
  }

  layout.footer(T.contractLine(contract, registration), T.page);
  return doc.output('blob');
}
