import { toWireDateTime } from '@locasuite/core';
import type { Random } from './createRandom';
import {
  EQUIPMENT_CATALOGUE,
  type CatalogueFamily,
  type CatalogueSubFamily,
} from './equipmentCatalogue';
import type { AgencyRow, FamilyRow, FleetRow, SubFamilyRow, TariffGridRow } from './seedTypes';
import { DAY } from './seedDates';

/** Fleet items at scale 1. */
export const FLEET_PER_SCALE = 320;

export interface Catalogue {
  families: FamilyRow[];
  subFamilies: SubFamilyRow[];
  tariffGrids: TariffGridRow[];
  /** Source entry of each sub-family row, by sub-family id. */
  sources: Map<number, { family: CatalogueFamily; subFamily: CatalogueSubFamily }>;
}

const GRIDS = [
  { name: 'Journée', duree: 1, unite: 'jour', factor: 1 },
  { name: 'Week-end', duree: 2, unite: 'jour', factor: 1.5 },
  { name: 'Semaine', duree: 1, unite: 'semaine', factor: 4.5 },
  { name: 'Mois', duree: 1, unite: 'mois', factor: 15 },
] as const;

/** Families, sub-families and their tariff grids (spec 4 §3.6–3.7). */
export function buildCatalogue(): Catalogue {
  const families: FamilyRow[] = [];
  const subFamilies: SubFamilyRow[] = [];
  const tariffGrids: TariffGridRow[] = [];
  const sources: Catalogue['sources'] = new Map();
  for (const family of EQUIPMENT_CATALOGUE) {
    const familyId = families.length + 1;
    families.push({
      id: familyId,
      name: family.name,
      web_name: family.webName,
      data: {
        ID_Famille: familyId,
        Nom_Famille_Principale: family.name,
        WEB_NOM_FAMILLE: family.webName,
      },
    });
    for (const subFamily of family.subFamilies) {
      const subFamilyId = subFamilies.length + 1;
      sources.set(subFamilyId, { family, subFamily });
      const grids: TariffGridRow[] = GRIDS.filter(
        (g) => family.kind === 'velo' || g.name !== 'Week-end',
      ).map((g) => {
        const id = tariffGrids.length + 1;
        const full = Math.round(subFamily.dailyRate * g.factor);
        const row: TariffGridRow = {
          id,
          sub_family_id: subFamilyId,
          data: {
            ID_Grille: id,
            Nom_Grille: `${subFamily.name} — ${g.name}`,
            T1_Tarif: full,
            T2_Tarif: Math.round(full * 0.85),
            libelle_plein: `Tarif @@plein@@ ${g.name.toLowerCase()}`,
            libelle_reduit: `Tarif @@réduit@@ ${g.name.toLowerCase()} (compte client)`,
            libelle: g.name,
            duree: g.duree,
            unite: g.unite,
          },
        };
        tariffGrids.push(row);
        return row;
      });
      subFamilies.push({
        id: subFamilyId,
        family_id: familyId,
        name: subFamily.name,
        data: {
          ID_GenreMachine: subFamilyId,
          Nom_Genre_Machine: subFamily.name,
          'Famille Parc': family.name,
          INDEX_SFAMILLE: subFamily.index,
          POIDS: subFamily.weight,
          CAT_Tarif_GM_id: grids.map((g) => g.data),
        },
      });
    }
  }
  return { families, subFamilies, tariffGrids, sources };
}

/**
 * The fleet: `FLEET_PER_SCALE × scale` items spread over the sub-families by their share and over
 * the agencies (bikes mostly in Lyon and Villeurbanne).
 */
export function buildFleet(
  random: Random,
  scale: number,
  catalogue: Catalogue,
  agencies: readonly AgencyRow[],
  windowStart: number,
): FleetRow[] {
  const total = Math.max(1, Math.round(FLEET_PER_SCALE * scale));
  const totalShare = catalogue.subFamilies.reduce(
    (sum, sf) => sum + (catalogue.sources.get(sf.id)?.subFamily.share ?? 0),
    0,
  );
  const rows: FleetRow[] = [];
  const counters = new Map<string, number>();
  const serials = new Set<string>();
  catalogue.subFamilies.forEach((sf, i) => {
    const source = catalogue.sources.get(sf.id);
    const family = catalogue.families.find((f) => f.id === sf.family_id);
    if (!source || !family) return;
    const isLast = i === catalogue.subFamilies.length - 1;
    const count = isLast
      ? total - rows.length
      : Math.max(1, Math.round((total * source.subFamily.share) / totalShare));
    for (let n = 0; n < count && rows.length < total; n++) {
      const id = rows.length + 1;
      const code = source.subFamily.code;
      const seq = (counters.get(code) ?? 0) + 1;
      counters.set(code, seq);
      const bike = source.family.kind === 'velo';
      // Bike registrations carry a '/', as the real ones do (file paths store it as '@').
      const matricule = bike
        ? `${code}/${String(seq).padStart(4, '0')}`
        : `${code}-${String(seq).padStart(3, '0')}`;
      const agency = bike
        ? (agencies[random.chance(0.7) ? 1 : random.int(0, agencies.length - 1)] as AgencyRow)
        : random.pick(agencies);
      const [brand, type] = random.pick(source.subFamily.models);
      let serial = '';
      do {
        serial = `${brand.slice(0, 3).toUpperCase()}${random.int(100000, 999999)}`;
      } while (serials.has(serial));
      serials.add(serial);
      const created = windowStart - random.int(30, 1500) * DAY;
      rows.push({
        id,
        matricule,
        family_id: family.id,
        sub_family_id: sf.id,
        agency_id: agency.id,
        data: {
          id,
          FAMILLE: family.name,
          SOUS_FAMILLE: sf.name,
          MATRICULE: matricule,
          MATRICULE_UID: `UID-${String(id).padStart(6, '0')}`,
          INDEX_SFAMILLE: source.subFamily.index,
          AGENCE: agency.name,
          ID_AGENCE: agency.id,
          MARQUE: brand,
          NUMERO_SERIE: serial,
          TYPE: type,
          POIDS: source.subFamily.weight,
          CREATION: toWireDateTime(created),
          MODIFICATION: toWireDateTime(created + random.int(0, 20) * DAY),
        },
      });
    }
  });
  return rows;
}
