export { GestionLivraisonPage } from './GestionLivraisonPage';
export type { GestionLivraisonPageProps } from './GestionLivraisonPage';
