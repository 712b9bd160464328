export { ContratGestionPage } from './ContratGestionPage';
