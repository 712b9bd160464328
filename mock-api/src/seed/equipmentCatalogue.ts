/** A sub-family of rental equipment with its usual models and daily rate. */
export interface CatalogueSubFamily {
  name: string;
  /** Short code used to build registrations (matricules). */
  code: string;
  /** Sort index of the sub-family in the plannings ('' sorts last, spec 1 §5). */
  index: string;
  /** Relative share of the fleet. */
  share: number;
  /** Daily rate excluding tax, full price (T1); T2 is the reduced price. */
  dailyRate: number;
  /** Weight in kg (delivery legs add them up). */
  weight: number;
  models: readonly (readonly [brand: string, type: string])[];
}

/** A family of rental equipment. */
export interface CatalogueFamily {
  name: string;
  webName: string;
  /** Bikes rent for days, machines for days to weeks. */
  kind: 'materiel' | 'velo';
  subFamilies: readonly CatalogueSubFamily[];
}

/**
 * The rental catalogue. « DIV » is kept on purpose: the availability planning hides groups whose
 * title has 3 characters or fewer (spec 1 §5).
 */
export const EQUIPMENT_CATALOGUE: readonly CatalogueFamily[] = [
  {
    name: 'Terrassement',
    webName: 'Terrassement',
    kind: 'materiel',
    subFamilies: [
      {
        name: 'Mini-pelle 1,5 t',
        code: 'MP15',
        index: '1',
        share: 6,
        dailyRate: 135,
        weight: 1550,
        models: [
          ['Kubota', 'KX016-4'],
          ['Yanmar', 'SV15'],
          ['Takeuchi', 'TB216'],
        ],
      },
      {
        name: 'Mini-pelle 3 t',
        code: 'MP30',
        index: '2',
        share: 5,
        dailyRate: 185,
        weight: 2900,
        models: [
          ['Kubota', 'U27-4'],
          ['Yanmar', 'ViO26-6'],
          ['Volvo', 'ECR25'],
        ],
      },
      {
        name: 'Pelle sur pneus 8 t',
        code: 'PP80',
        index: '3',
        share: 2,
        dailyRate: 320,
        weight: 8200,
        models: [
          ['Takeuchi', 'TB295W'],
          ['Wacker Neuson', 'EW65'],
        ],
      },
      {
        name: 'Chargeuse compacte',
        code: 'CHC',
        index: '4',
        share: 3,
        dailyRate: 210,
        weight: 3100,
        models: [
          ['Bobcat', 'S450'],
          ['JCB', '155'],
        ],
      },
      {
        name: 'Mini-dumper 1 t',
        code: 'MD10',
        index: '',
        share: 4,
        dailyRate: 95,
        weight: 950,
        models: [
          ['Wacker Neuson', 'DT10'],
          ['Yanmar', 'C12R'],
        ],
      },
    ],
  },
  {
    name: 'Élévation',
    webName: 'Élévation de personnes',
    kind: 'materiel',
    subFamilies: [
      {
        name: 'Nacelle ciseaux 8 m',
        code: 'NC08',
        index: '1',
        share: 5,
        dailyRate: 110,
        weight: 1800,
        models: [
          ['Haulotte', 'Compact 8'],
          ['Genie', 'GS-1932'],
          ['JLG', '1930ES'],
        ],
      },
      {
        name: 'Nacelle ciseaux 12 m',
        code: 'NC12',
        index: '2',
        share: 3,
        dailyRate: 165,
        weight: 2700,
        models: [
          ['Haulotte', 'Compact 12'],
          ['Genie', 'GS-3246'],
        ],
      },
      {
        name: 'Nacelle articulée 12 m',
        code: 'NA12',
        index: '3',
        share: 3,
        dailyRate: 210,
        weight: 6800,
        models: [
          ['Haulotte', 'HA12 IP'],
          ['JLG', 'E450AJ'],
        ],
      },
      {
        name: 'Nacelle articulée 16 m',
        code: 'NA16',
        index: '4',
        share: 2,
        dailyRate: 280,
        weight: 7200,
        models: [
          ['Haulotte', 'HA16 RTJ'],
          ['Genie', 'Z-45/25J'],
        ],
      },
      {
        name: 'Chariot télescopique 14 m',
        code: 'CT14',
        index: '',
        share: 3,
        dailyRate: 260,
        weight: 11000,
        models: [
          ['Manitou', 'MT 1440'],
          ['JCB', '540-140'],
        ],
      },
    ],
  },
  {
    name: 'Compactage',
    webName: 'Compactage',
    kind: 'materiel',
    subFamilies: [
      {
        name: 'Plaque vibrante 90 kg',
        code: 'PV90',
        index: '1',
        share: 4,
        dailyRate: 45,
        weight: 90,
        models: [
          ['Wacker Neuson', 'VP1550'],
          ['Bomag', 'BP 15/45'],
        ],
      },
      {
        name: 'Pilonneuse 70 kg',
        code: 'PIL70',
        index: '2',
        share: 3,
        dailyRate: 50,
        weight: 70,
        models: [
          ['Wacker Neuson', 'BS60-4'],
          ['Ammann', 'ACR 70'],
        ],
      },
      {
        name: 'Rouleau vibrant 1,5 t',
        code: 'RV15',
        index: '3',
        share: 2,
        dailyRate: 150,
        weight: 1500,
        models: [
          ['Bomag', 'BW 90 AD-5'],
          ['Ammann', 'ARX 12'],
        ],
      },
    ],
  },
  {
    name: 'Énergie',
    webName: 'Énergie et air comprimé',
    kind: 'materiel',
    subFamilies: [
      {
        name: 'Groupe électrogène 6 kVA',
        code: 'GE06',
        index: '1',
        share: 4,
        dailyRate: 55,
        weight: 120,
        models: [
          ['SDMO', 'Technic 6500'],
          ['Pramac', 'E6000'],
        ],
      },
      {
        name: 'Groupe électrogène 20 kVA',
        code: 'GE20',
        index: '2',
        share: 2,
        dailyRate: 110,
        weight: 780,
        models: [
          ['SDMO', 'R22C3'],
          ['Atlas Copco', 'QAS 20'],
        ],
      },
      {
        name: 'Compresseur 5 m³',
        code: 'CP05',
        index: '',
        share: 2,
        dailyRate: 95,
        weight: 850,
        models: [
          ['Atlas Copco', 'XAS 58'],
          ['Kaeser', 'M50'],
        ],
      },
    ],
  },
  {
    name: 'Vélo',
    webName: 'Vélos et vélos électriques',
    kind: 'velo',
    subFamilies: [
      {
        name: 'VAE ville',
        code: 'VAE',
        index: '1',
        share: 10,
        dailyRate: 25,
        weight: 24,
        models: [
          ['Moustache', 'Lundi 27.3'],
          ['Gitane', 'e-Salsa'],
          ['Riverside', 'City 520 E'],
        ],
      },
      {
        name: 'VTT électrique',
        code: 'VTTAE',
        index: '2',
        share: 7,
        dailyRate: 45,
        weight: 23,
        models: [
          ['Cube', 'Stereo Hybrid 140'],
          ['Moustache', 'Samedi 29 Trail'],
          ['Lapierre', 'Overvolt TR'],
        ],
      },
      {
        name: 'Vélo cargo',
        code: 'CARGO',
        index: '3',
        share: 4,
        dailyRate: 55,
        weight: 45,
        models: [
          ['Douze Cycles', 'G4e'],
          ['Babboe', 'Curve-E'],
        ],
      },
      {
        name: 'Vélo enfant',
        code: 'VENF',
        index: '',
        share: 3,
        dailyRate: 12,
        weight: 11,
        models: [
          ['Btwin', 'Riverside 500'],
          ['Commencal', 'Ramones 24'],
        ],
      },
    ],
  },
  {
    name: 'DIV',
    webName: 'Divers',
    kind: 'materiel',
    subFamilies: [
      {
        name: 'Nettoyeur haute pression',
        code: 'NHP',
        index: '',
        share: 2,
        dailyRate: 60,
        weight: 140,
        models: [
          ['Kärcher', 'HD 9/20-4'],
          ['Nilfisk', 'MC 5M'],
        ],
      },
      {
        name: 'Déshumidificateur',
        code: 'DESH',
        index: '',
        share: 1,
        dailyRate: 35,
        weight: 45,
        models: [['Trotec', 'TTK 355 S']],
      },
    ],
  },
];
