export { SavGestionPage } from './SavGestionPage';
