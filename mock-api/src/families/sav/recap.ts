import { createHash } from 'node:crypto';
import { SAV_STATUS, conditionImageKind, text } from '@locasuite/core';
import type { JsonObject } from '../../db/schema';
import type { HandlerContext } from '../../http/defineHandlers';
import { signaturePicturePdf } from '../../images/signaturePicture';
import { decodeFile } from '../etatdl/files';
import { RECAP_NAME, SAV_ROOT, recapPath } from './files';
import { reportLinesOf, type ReportRow } from './queries';
import { buildRecapPdf, recapSourceOf, type RecapContent } from './recapPdf';
import { reportNumber } from './versions';

/** At most this many photos go in the recap (the first by name). */
const RECAP_PHOTOS_MAX = 40;

/** What making a recap needs: the database, the file store, the clock, the picture maker. */
export type RecapContext = Pick<HandlerContext, 'db' | 'files' | 'now' | 'pictures'>;

const list = (value: unknown): JsonObject[] => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed)
    ? parsed.filter((e): e is JsonObject => typeof e === 'object' && e !== null)
    : [];
};

/** spec 4 §9 dates are shown DD/MM/YYYY: from the form's YYYY-MM-DD or the wire's MM/DD/YYYY. */
export function displayDay(value: unknown): string {
  const raw = text(value).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const wire = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  return wire ? `${wire[2]}/${wire[1]}/${wire[3]}` : raw;
}

const money = (value: unknown) =>
  Number.isFinite(Number(value)) ? `${Number(value).toFixed(2).replace('.', ',')} €` : text(value);

const joined = (...parts: unknown[]) =>
  parts
    .map(text)
    .filter((p) => p.trim() !== '')
    .join(' ');

const paris = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The recap's text and pictures from the report, its lines, company, agency, client and photos. */
async function recapContent(ctx: RecapContext, row: ReportRow): Promise<RecapContent> {
  const d = row.data;
  const byId = (value: unknown) => (Number.isSafeInteger(Number(value)) ? Number(value) : -1);
  const agency = await ctx.db
    .selectFrom('agencies')
    .selectAll()
    .where('id', '=', byId(d.ID_Agence))
    .executeTakeFirst();
  const company =
    (await ctx.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', byId(d.ID_Societe ?? agency?.company_id))
      .executeTakeFirst()) ??
    (await ctx.db.selectFrom('companies').selectAll().orderBy('id').executeTakeFirst());
  const client = await ctx.db
    .selectFrom('clients')
    .selectAll()
    .where('id', '=', byId(d.ID_client))
    .executeTakeFirst();
  const c = company?.data ?? {};
  const a = agency?.data ?? {};
  const cl = client?.data ?? {};
  const lines = await reportLinesOf(ctx.db, row.id);
  const photos = await recapPhotos(ctx, row.link);
  const signature = text(d.Signature_web);
  let picture: Uint8Array | null = null;
  if (signature !== '') {
    try {
      const png = decodeFile(signature);
      if (conditionImageKind(png) === 'png') {
        picture = await (ctx.pictures?.picturePdf ?? signaturePicturePdf)(png);
      }
    } catch {
      picture = null;
    }
  }
  const agencyName = text(a.ag_nom) || agency?.name || '';
  const unknownMachine = text(d.machine_inconnue) === '1';
  return {
    header: {
      name: text(c.RS) || 'Société',
      lines: [
        joined(c.TypeEntreprise, text(c.Capital) && `au capital de ${text(c.Capital)} €`),
        joined(agencyName && `Agence ${agencyName}`, a.ag_adresse, a.ag_cp, a.ag_ville),
        joined(a.ag_telephone && `Tél. ${text(a.ag_telephone)}`, a.ag_courriel, a.ag_siteweb),
      ].filter((l) => l !== ''),
    },
    title: `Rapport d'intervention ${reportNumber(row)}`,
    sections: [
      {
        title: 'Client',
        rows: [
          ['Client', text(client?.company_name) || text(d.societeliv)],
          ['Adresse', joined(cl.ADRESSE, cl.COMP_ADRESSE, cl.CODE_POSTAL, cl.VILLE)],
          [
            'Adresse d’intervention',
            joined(
              d.societeliv,
              d.adliv,
              d.compadliv,
              `${text(d.dptliv)}${text(d.cpliv)}`,
              d.villeliv,
            ),
          ],
          ['Téléphone', text(d.Telephone) || text(cl.TELEPHONE)],
          ['Contrat', text(d.num_contrat)],
        ],
      },
      {
        title: 'Intervention',
        rows: [
          ['Type de travaux', text(d.type_travaux)],
          ['Date', displayDay(d['DATE RAPPORT'])],
          ['Technicien principal', text(d['Techniciens_Nom(1)'])],
          ['Agence', agencyName],
          ['Lieu d’intervention', text(d.LIEU_INTERV)],
          ['Suivi par', text(d.suivi_par)],
          ['Statut', Number(d.Statut) === SAV_STATUS.closed ? 'Clôturé (140)' : 'En cours (130)'],
          ...(text(d.Note_version) ? [['Version', text(d.Note_version)] as const] : []),
        ],
      },
      {
        title: 'Machine',
        rows: unknownMachine
          ? [['Matériel', 'Matériel inconnu']]
          : [
              ['Matricule', text(d['N° MATR INT'])],
              ['Marque et type', joined(d['MARQUE MACHINE'] ?? d.MARQUE, d['TYPE MACHINE'])],
              ['Sous-famille', text(d.sous_famille)],
              ['N° de série', text(d['N° serie constr'])],
              [
                'Horamètre',
                d.retour === 'oui'
                  ? `départ ${text(d.old_Horametre)} — retour ${text(d.Horametre)}`
                  : text(d.Horametre),
              ],
            ],
      },
      {
        title: 'Compte rendu',
        rows: [
          ['Observations', text(d.Observ)],
          ['Travaux exécutés', text(d['Travaux exe'])],
        ],
      },
    ],
    tables: [
      {
        title: 'Check-list de vérification',
        columns: [
          { label: 'Point de contrôle', width: 340 },
          { label: 'État', width: 175 },
        ],
        rows: list(d.Check_liste).map((e) => [text(e.CH_DESIGNATION), text(e.CH_ETAT)]),
        empty: 'Aucun accesoire ajouté.',
      },
      {
        title: 'Plages horaires',
        columns: [
          { label: 'Technicien', width: 150 },
          { label: 'Date', width: 80 },
          { label: 'Début', width: 60 },
          { label: 'Fin', width: 60 },
          { label: 'Durée', width: 60 },
          { label: 'Type', width: 105 },
        ],
        rows: list(d.Horaire_liste).map((s) => [
          text(s.technicien),
          displayDay(s.date),
          text(s.debut),
          text(s.fin),
          text(s.duree),
          text(s.type),
        ]),
        empty: 'Aucune plage horaire.',
      },
      {
        title: 'Pièces détachées',
        columns: [
          { label: 'Référence', width: 90 },
          { label: 'Désignation', width: 230 },
          { label: 'Qté', width: 45 },
          { label: 'PU HT', width: 70 },
          { label: 'Total HT', width: 80 },
        ],
        rows: lines.map((l) => [
          text(l['SAV REF PRODUIT']),
          text(l['SAV DESIGNATION']),
          text(l['SAV QTE PROD']),
          money(l['SAV PV UNIT']),
          money(l.PIECE_TOTAL),
        ]),
        empty: 'Aucune pièce.',
      },
    ],
    photos,
    signature: {
      picture,
      lines:
        signature === ''
          ? ['Non signé.']
          : [
              joined('Signé par', row.signed_by ?? (text(d.Signataire) || text(d.societeliv))),
              ...(row.signed_at ? [`le ${paris.format(row.signed_at)}`] : []),
              ...(row.signed_sha256 ? [`Empreinte SHA-256 : ${row.signed_sha256}`] : []),
            ],
    },
    footer: joined(
      c.RS,
      c.TypeEntreprise,
      text(c.Capital) && `au capital de ${text(c.Capital)} €`,
      text(c.NumeroSIRET) && `— SIRET ${text(c.NumeroSIRET)}`,
      text(c.CodeAPE) && `— APE ${text(c.CodeAPE)}`,
      text(c.TVAIntracommunautaire) && `— TVA ${text(c.TVAIntracommunautaire)}`,
    ),
    at: ctx.now(),
  };
}

/** A file of the store under a report's folder (`SAV/{link}/{name}`): the report's id and the name. */
async function folderOf(ctx: RecapContext, path: string) {
  const match = /^SAV\/([^/]+)\/(.+)$/.exec(path);
  if (!match) return null;
  const row = await ctx.db
    .selectFrom('sav_reports')
    .select('id')
    .where('link', '=', match[1]!)
    .where('table_name', '=', 'SAV_FICHE')
    .executeTakeFirst();
  return row ? { reportId: row.id, name: match[2]! } : null;
}

/**
 * The recap asked for at `path` (or the folder holding it), made now when the file store does not
 * hold it or holds one made from an older state ({@link currentRecap}). False when `path` is not a
 * report's recap or folder.
 */
export async function recapOnDemand(ctx: RecapContext, path: string): Promise<boolean> {
  const folder = await folderOf(ctx, path.endsWith('/') ? `${path}${RECAP_NAME}` : path);
  if (folder?.name !== RECAP_NAME) return false;
  await currentRecap(ctx, folder.reportId);
  return true;
}

/** The photos of the report's folder (JPEG or PNG by content), by name, the recap itself aside. */
async function recapPhotos(ctx: RecapContext, link: string) {
  const files = await ctx.files.list(`${SAV_ROOT}${link}/`);
  const photos: { name: string; bytes: Uint8Array }[] = [];
  for (const file of files) {
    if (photos.length >= RECAP_PHOTOS_MAX) break;
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    if (!/\.(jpe?g|png)$/i.test(name)) continue;
    const bytes = await ctx.files.get(file.path);
    if (conditionImageKind(bytes)) photos.push({ name, bytes });
  }
  return photos;
}

/** What a recap is made from: the report's row, its lines, its folder's photos (name, size, time). */
async function recapSource(ctx: RecapContext, row: ReportRow): Promise<string> {
  const lines = await reportLinesOf(ctx.db, row.id);
  const files = (await ctx.files.list(`${SAV_ROOT}${row.link}/`))
    .filter((f) => !f.path.endsWith(`/${RECAP_NAME}`))
    .map((f) => [f.path, f.size, f.modifiedAt.getTime()]);
  return createHash('sha256')
    .update(JSON.stringify([row, lines, files]))
    .digest('hex');
}

async function reportRow(ctx: RecapContext, reportId: number): Promise<ReportRow> {
  return ctx.db
    .selectFrom('sav_reports')
    .selectAll()
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
}

/**
 * spec 4 §4.1 « photos and the PDF recap refreshed in a file store »: the recap of a report
 * (SAV_FICHE) made from what is stored now, written to `SAV/{link}/recapitulatif.pdf` naming what it
 * was made from; unless `always`, only when the one in the file store was made from another state
 * (or is missing). The writes (report, lines, photos) do not make it: it is made once per settled
 * state, when it is read (`photo_download`, `photo_folder_liste`, `send_pdf_by_email`). Answers the
 * path.
 */
export async function currentRecap(
  ctx: RecapContext,
  reportId: number,
  always = false,
): Promise<string> {
  const row = await reportRow(ctx, reportId);
  const path = recapPath(row.link);
  const source = await recapSource(ctx, row);
  const kept =
    !always &&
    (await ctx.files.exists(path)) &&
    (await recapSourceOf(await ctx.files.get(path))) === source;
  if (!kept) await ctx.files.put(path, await buildRecapPdf(await recapContent(ctx, row), source));
  return path;
}

/** The recap made again now, whatever the file store holds (the seed's files). */
export const refreshRecap = (ctx: RecapContext, reportId: number) =>
  currentRecap(ctx, reportId, true);
