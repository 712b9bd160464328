// Issue 35: moving a stop by hand recomputes times and loads at once — at most 100 ms for an
// itinerary of 30 stops. Measures what the builder recomputes on a move (core's legs, totals, load
// curve and refusal reasons) and fails above the budget. Run by `npm run bench` (through tsx).
import {
  itineraryLegs,
  itineraryRefusals,
  itineraryTotals,
  loadCurve,
  moveStop,
  type ItineraryStop,
} from '@locasuite/core';

const BUDGET_MS = 100;
const ROUNDS = 200;

const agency = { id: '1', label: 'Lyon', position: { lat: 45.75, lng: 4.85 } };
const stops: ItineraryStop[] = Array.from({ length: 30 }, (_, i) => ({
  id: String(i),
  clientCode: `C${i}`,
  label: `Client ${i}`,
  position: { lat: 45.5 + ((i * 37) % 60) / 100, lng: 4.5 + ((i * 53) % 70) / 100 },
  deliveries: [{ matricule: `S${i}`, hg: 1000 + i }],
  collections: [{ matricule: `R${i}`, hg: 500 + i }],
  locked: false,
}));
const driver = {
  name: 'Paul',
  payloadHg: 500_000,
  start: '07:00',
  end: '18:00',
  days: [1, 2, 3, 4, 5],
};

let order = stops;
const began = performance.now();
let worst = 0;
for (let round = 0; round < ROUNDS; round++) {
  const one = performance.now();
  order = moveStop(order, round % 30, (round * 7) % 30);
  const legs = itineraryLegs(agency, order);
  itineraryTotals(legs);
  const curve = loadCurve(order, driver.payloadHg);
  itineraryRefusals({ startMs: Date.UTC(2026, 10, 23, 8), stops: order, legs, curve, driver });
  worst = Math.max(worst, performance.now() - one);
}
const mean = (performance.now() - began) / ROUNDS;
console.log(
  `[itinerary-move] 30 étapes, ${ROUNDS} déplacements : ${mean.toFixed(3)} ms en moyenne, ${worst.toFixed(3)} ms au pire (budget ${BUDGET_MS} ms).`,
);
if (worst > BUDGET_MS) process.exitCode = 1;
