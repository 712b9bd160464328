import type { Kysely } from 'kysely';
import type { Database } from '@locasuite/mock-api';

/** A small, fixed data set for the general family's answers. */
export async function insertGeneralFixtures(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('companies')
    .values({
      id: 1,
      data: JSON.stringify({
        RS: 'LocaSuite Location SAS',
        TypeEntreprise: 'SAS',
        Capital: 150000,
        NumeroSIRET: '12345678900012',
        CodeAPE: '7732Z',
        TVAIntracommunautaire: 'FR12123456789',
        Logo_JSON: { Logo_Base64: 'iVBORw0KGgo=' },
      }),
    })
    .execute();
  await db
    .insertInto('agencies')
    .values([
      {
        id: 1,
        company_id: 1,
        name: 'Lyon',
        latitude: 45.75,
        longitude: 4.85,
        data: JSON.stringify({
          ag_nom: 'LocaSuite Lyon',
          ag_ville: 'Lyon',
          ag_cp: '69007',
          Logo_JSON: { Logo_Base64: 'AAA=' },
        }),
      },
      {
        id: 2,
        company_id: 1,
        name: 'Grenoble',
        latitude: null,
        longitude: null,
        data: JSON.stringify({ ag_nom: 'LocaSuite Grenoble' }),
      },
    ])
    .execute();
  await db
    .insertInto('clients')
    .values([
      {
        id: 1,
        code_client: 'C0001',
        company_name: 'Bâtiments Éloïse',
        data: JSON.stringify({ CL_ID_SOCIETE: 1, CL_INFO_CONTRAT: 'Chantier A' }),
      },
      { id: 2, code_client: 'C0002', company_name: 'Aménagements Roux', data: '{}' },
    ])
    .execute();
  await db
    .insertInto('contracts')
    .values({
      id: 1,
      num_contrat: 'LOC-2026-0001',
      client_id: 1,
      agency_id: 1,
      state: 'EN COURS',
      created_ts: Date.UTC(2026, 0, 5, 12),
      data: JSON.stringify({
        CL_SUIVI_PAR: 'Marie Dupont',
        CL_REF_COMMANDE: 'BC-778',
        CL_REF_CHANTIER: 'Résidence Les Tilleuls',
        CL_CLIENT_ADRESSE: '12 rue de la République',
        CL_CLIENT_COMP_ADRESSE: 'Bâtiment B',
        CL_CLIENT_VILLE: 'Lyon',
        CL_CLIENT_CODEPOSTAL: '69002',
      }),
    })
    .execute();
}
