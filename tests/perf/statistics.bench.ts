// core/statistics aggregation on 1,000,000 rows (spec 1 §4: numeric values summed, otherwise
// occurrences counted; complex statistics counted per pair of keys), compared in the same run
// with a single hand-written loop over the same rows. Run by `npm run bench` (through tsx).
import { aggregateStatistic } from '@locasuite/core';

/** A small seeded generator (mulberry32), so every run aggregates the same rows. */
function createRandomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const MODES = ['Virement', 'Chèque', 'Carte bancaire', 'Prélèvement', 'Espèces'];
const AGENCIES = ['Villeurbanne', 'Lyon Gerland', 'Grenoble', 'Saint-Étienne'];

const next = createRandomSource(20261122);
const rows = Array.from({ length: ROWS }, (_, i) => ({
  id_reglement: i + 1,
  mode_reglement: MODES[Math.floor(next() * MODES.length)]!,
  agence: AGENCIES[Math.floor(next() * AGENCIES.length)]!,
  // One row in 50 has no amount yet: it is counted, as the rule says.
  montant: next() < 0.02 ? 'n/c' : Math.round(next() * 480_000) / 100,
}));

/** The same rule, written by hand for this one shape: one pass, one Map. */
function handSum(data: typeof rows): Map<string, number> {
  const totals = new Map<string, number>();
  for (let i = 0; i < data.length; i++) {
    const row = data[i]!;
    const value = row.montant;
    const add = typeof value === 'number' ? value : 1;
    totals.set(row.mode_reglement, (totals.get(row.mode_reglement) ?? 0) + add);
  }
  return totals;
}

function handPairs(data: typeof rows): Map<string, Map<string, number>> {
  const counts = new Map<string, Map<string, number>>();
  for (let i = 0; i < data.length; i++) {
    const row = data[i]!;
    let byMode = counts.get(row.agence);
    if (!byMode) counts.set(row.agence, (byMode = new Map()));
    byMode.set(row.mode_reglement, (byMode.get(row.mode_reglement) ?? 0) + 1);
  }
  return counts;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(fn: () => unknown): number {
  const times: number[] = [];
  fn(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

const simple = {
  keys: ['mode_reglement', 'montant'] as const,
  complex: false,
  type: 'BarChart' as const,
};
const complex = {
  keys: ['agence', 'mode_reglement'] as const,
  complex: true,
  type: 'Table' as const,
};

// The two must agree before their times mean anything.
const coreSimple = aggregateStatistic(simple, rows);
const hand = handSum(rows);
if (coreSimple.kind !== 'simple') throw new Error('résultat inattendu');
coreSimple.labels.forEach((label, i) => {
  const expected = Math.round((hand.get(label) ?? 0) * 100) / 100;
  if (Math.abs((coreSimple.values[i] ?? 0) - expected) > 0.01) {
    throw new Error(`Écart pour ${label} : ${coreSimple.values[i]} ≠ ${expected}`);
  }
});
const corePairs = aggregateStatistic(complex, rows);
const pairs = handPairs(rows);
if (corePairs.kind !== 'complex') throw new Error('résultat inattendu');
const coreCount = corePairs.series.reduce((n, s) => n + s.values.reduce((a, b) => a + b, 0), 0);
const handCount = [...pairs.values()].reduce(
  (n, m) => n + [...m.values()].reduce((a, b) => a + b, 0),
  0,
);
if (coreCount !== ROWS || handCount !== ROWS) {
  throw new Error('Les comptes par paire ne couvrent pas toutes les lignes.');
}

const results = [
  [
    'somme par clé (mode_reglement, montant)',
    time(() => aggregateStatistic(simple, rows)),
    time(() => handSum(rows)),
  ],
  [
    'comptage par paire (agence, mode_reglement)',
    time(() => aggregateStatistic(complex, rows)),
    time(() => handPairs(rows)),
  ],
] as const;

console.log(
  `Agrégation des statistiques sur ${ROWS.toLocaleString('fr-FR')} lignes (médiane de ${RUNS} passes)`,
);
for (const [name, coreMs, handMs] of results) {
  console.log(
    `  ${name} : core/statistics ${coreMs.toFixed(1)} ms, boucle écrite à la main ${handMs.toFixed(1)} ms, rapport ${(coreMs / handMs).toFixed(2)}×`,
  );
}
