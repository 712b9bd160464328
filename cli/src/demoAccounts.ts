/** The demo accounts the seed creates (password = login); `serve` lists those still unchanged. */
export const DEMO_ACCOUNTS = [
  { login: 'admin', role: 'administrateur, tous les outils' },
  { login: 'planif', role: 'planification, tous les outils (non admin)' },
  { login: 'tech', role: 'technicien : planning, états des lieux, SAV, livraisons' },
] as const;
