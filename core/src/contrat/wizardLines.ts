import { parseIsoDay, toWireDay } from '../dates/wireFormats';
import { returnWireDay } from './contractRules';
import { wizardItemComplete } from './wizard';
import type { WizardItem } from './wizard';

/** Who and where a new contract is for (spec 4 §3.7 « Contract line sent on creation »). */
export interface WizardLineContext {
  readonly clientId: string;
  readonly clientName: string;
  readonly agencyId: string;
  readonly pickupId: string;
  /** The signed-in user's company (spec 4 §6: company ids on created records). */
  readonly companyId: string;
  /** The day the rental starts, `YYYY-MM-DD` (spec 4 §9 wizard input). */
  readonly start: string;
  /** The family's web name, the line's description (spec 4 §3.7 CLD_DESCRIPTION). */
  readonly webNameOf: (family: string) => string;
  /** `CLD_ID_CONTRAT_WEB`: one generated id shared by all lines. */
  readonly contractWebId: string;
  /** `CLD_ID_WEB`: a generated id per line. */
  readonly lineWebId: (index: number) => string;
}

/** A line of `creat_contrat` / `add_mat`, as spec 4 §3.7 lists its fields. */
export type WizardContractLine = {
  readonly CLD_CONTROLE_DEPART: '';
  readonly CLD_CONTROLE_RETOUR: '';
  readonly CLD_TARIF: 'T1' | 'T2';
  readonly CLD_MATRICULE: string;
  readonly CLD_DATE_DEPART: string;
  readonly CLD_DATE_RETOUR: string;
  readonly CLD_DESCRIPTION: string;
  readonly CLD_ID_SOCIETE: string;
  readonly CLD_ID_CONTRAT_WEB: string;
  readonly CLD_ID_WEB: string;
  readonly CLD_ID_CLIENT: string;
  readonly CLD_ID_LIEU_RETRAIT: string;
  readonly CLD_ID_AGENCE: string;
  readonly CLD_ID_DUREE_LOCATION: string;
  readonly CLD_SOUS_FAMILLE: string;
  readonly CLD_NOM_CLIENT: string;
};

/**
 * spec 4 §3.7: the lines sent on creation, one per complete item: dates MM/DD/YYYY, « return =
 * start plus the grid's duration in its unit », the family's web name as description, the main
 * family name in CLD_SOUS_FAMILLE, one contract web id shared by the lines and one id per line.
 * Null when an item is incomplete, the start is no day, or a grid's duration cannot be read.
 */
export function wizardContractLines(
  items: readonly WizardItem[],
  context: WizardLineContext,
): WizardContractLine[] | null {
  const start = parseIsoDay(context.start);
  if (!start || items.length === 0) return null;
  const startDay = toWireDay(start);
  const lines: WizardContractLine[] = [];
  for (const [index, item] of items.entries()) {
    if (!wizardItemComplete(item)) return null;
    const grid = item.subscription!;
    const end = returnWireDay(startDay, grid.duration, grid.unit);
    if (end === null) return null;
    lines.push({
      CLD_CONTROLE_DEPART: '',
      CLD_CONTROLE_RETOUR: '',
      CLD_TARIF: item.price!.type,
      CLD_MATRICULE: item.materiel!,
      CLD_DATE_DEPART: startDay,
      CLD_DATE_RETOUR: end,
      CLD_DESCRIPTION: context.webNameOf(item.family!),
      CLD_ID_SOCIETE: context.companyId,
      CLD_ID_CONTRAT_WEB: context.contractWebId,
      CLD_ID_WEB: context.lineWebId(index),
      CLD_ID_CLIENT: context.clientId,
      CLD_ID_LIEU_RETRAIT: context.pickupId,
      CLD_ID_AGENCE: context.agencyId,
      CLD_ID_DUREE_LOCATION: grid.id,
      CLD_SOUS_FAMILLE: item.family!,
      CLD_NOM_CLIENT: context.clientName,
    });
  }
  return lines;
}
