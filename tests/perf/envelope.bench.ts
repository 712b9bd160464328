// Envelope seal/open times on a realistic 260 KB answer (ARCHITECTURE.md "The API contract":
// crypto-js is slow on large answers, so browsers use WebCrypto and the server node:crypto).
// Run by `npm run bench` (through tsx). Add an implementation by passing it to runEnvelopeBench.
import { pathToFileURL } from 'node:url';
import {
  createCryptoJsEnvelope,
  createWebCryptoEnvelope,
  type Envelope,
  type WebCryptoLike,
} from '@locasuite/core';

export interface EnvelopeBenchImpl {
  readonly name: string;
  readonly envelope: Envelope;
}

export interface EnvelopeBenchRow {
  readonly name: string;
  readonly sealMs: number;
  readonly openMs: number;
  /** crypto-js time divided by this one (how many times faster); 1 for the reference. */
  readonly sealSpeedup: number;
  readonly openSpeedup: number;
}

export interface EnvelopeBenchOptions {
  readonly iterations?: number;
  readonly warmup?: number;
  readonly value?: unknown;
}

const KEY = 'locasuite-dev-envelope-key';

/** A list answer like a week of availability planning: about 260 KB of JSON with French text. */
export function realisticAnswer(targetBytes = 260_000): unknown {
  const data: unknown[] = [];
  let size = 0;
  for (let i = 0; size < targetBytes; i++) {
    const entry = {
      fieldData: {
        CLD_NUM_CONTRAT: `C${100000 + i}`,
        CLD_LIEN: 5000 + i,
        CLD_ID_AGENCE: 1 + (i % 4),
        CLD_FAMILLE: 'NACELLE',
        CLD_SOUS_FAMILLE: 'NACELLE ARTICULÉE 16 M DIESEL',
        CLD_MATRICULE: `NA16-${i}`,
        CLD_DESCRIPTION: 'Nacelle élévatrice articulée 16 m, 4×4 — contrôle VGP à prévoir',
        CLD_NOM_CLIENT: 'Société Générale de Bâtiment d’Île-de-France',
        CLD_CLIENT_ADRESSE: `${i} rue de l’Église`,
        CLD_CLIENT_VILLE: 'Évry-Courcouronnes',
        CLD_CLIENT_CODEPOSTAL: '91000',
        CLD_CONTRAT_STATE: 'En cours',
        CLD_DATE_DEPART: '03/03/2025',
        CLD_HEURE_DEPART: '08:00',
        CLD_DATE_RETOUR: '03/07/2025',
        CLD_HEURE_RETOUR: '17:30',
        CLD_DATE_DEPART_TIMESTAMP: 1740988800000 + i * 3600000,
        CLD_DATE_RETOUR_TIMESTAMP: 1741368600000 + i * 3600000,
        CLD_COMMENTAIRE_DEPART: 'Livraison avant 8 h, appeler le chef de chantier à l’arrivée.',
      },
      portalData: {},
      recordId: String(i + 1),
    };
    size += JSON.stringify(entry).length + 1;
    data.push(entry);
  }
  return { code: 0, data: { data } };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Median seal and open times of each implementation on the same value, after checking that each
 * one's output opens with the crypto-js reference and the other way round (same wire format).
 */
export async function runEnvelopeBench(
  impls: readonly EnvelopeBenchImpl[],
  options: EnvelopeBenchOptions = {},
): Promise<EnvelopeBenchRow[]> {
  const { iterations = 15, warmup = 3, value = realisticAnswer() } = options;
  const reference = createCryptoJsEnvelope(KEY);
  const expected = JSON.stringify(value);
  const measured: { name: string; sealMs: number; openMs: number }[] = [];
  for (const { name, envelope } of impls) {
    const sealedHere = await envelope.seal(value);
    if (JSON.stringify(reference.openSync(sealedHere)) !== expected) {
      throw new Error(`${name} : le texte scellé ne s’ouvre pas avec crypto-js.`);
    }
    const sealedByReference = reference.sealSync(value);
    if (JSON.stringify(await envelope.open(sealedByReference)) !== expected) {
      throw new Error(`${name} : n’ouvre pas un texte scellé par crypto-js.`);
    }
    const seal: number[] = [];
    const open: number[] = [];
    for (let i = 0; i < warmup + iterations; i++) {
      const t0 = performance.now();
      const sealed = await envelope.seal(value);
      const t1 = performance.now();
      await envelope.open(sealed);
      const t2 = performance.now();
      if (i >= warmup) {
        seal.push(t1 - t0);
        open.push(t2 - t1);
      }
    }
    measured.push({ name, sealMs: median(seal), openMs: median(open) });
  }
  const base = measured.find((row) => row.name === 'crypto-js') ?? measured[0];
  return measured.map((row) => ({
    ...row,
    sealSpeedup: base ? base.sealMs / row.sealMs : 1,
    openSpeedup: base ? base.openMs / row.openMs : 1,
  }));
}

/** Prints the report as a Markdown table. */
export function printEnvelopeReport(rows: readonly EnvelopeBenchRow[], bytes: number): void {
  console.log(`## Enveloppe : réponse de ${(bytes / 1000).toFixed(0)} Ko (médianes)`);
  console.log(
    '| implémentation | scellement (ms) | ouverture (ms) | × plus rapide (scellement / ouverture) |',
  );
  console.log('|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.sealMs.toFixed(2)} | ${row.openMs.toFixed(2)} | ` +
        `${row.sealSpeedup.toFixed(1)} / ${row.openSpeedup.toFixed(1)} |`,
    );
  }
}

/** The implementations available here: crypto-js, WebCrypto, and the server's node:crypto. */
export async function defaultImpls(): Promise<EnvelopeBenchImpl[]> {
  const impls: EnvelopeBenchImpl[] = [
    { name: 'crypto-js', envelope: createCryptoJsEnvelope(KEY) },
    {
      name: 'webcrypto',
      envelope: createWebCryptoEnvelope(
        KEY,
        (globalThis as unknown as { crypto: WebCryptoLike }).crypto,
      ),
    },
  ];
  try {
    const server = (await import('@locasuite/mock-api')) as {
      createNodeEnvelope?: (key: string) => Envelope;
    };
    if (server.createNodeEnvelope) {
      impls.push({ name: 'node:crypto', envelope: server.createNodeEnvelope(KEY) });
    }
  } catch (error) {
    console.warn(`node:crypto (mock-api) indisponible : ${String(error)}`);
  }
  return impls;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const value = realisticAnswer();
  const rows = await runEnvelopeBench(await defaultImpls(), { value });
  printEnvelopeReport(rows, JSON.stringify(value).length);
}
