export { StatistiquesPage } from './StatistiquesPage';
export type { StatistiquesPageProps } from './StatistiquesPage';
export type { StatistiquesApi } from './api';
export { STATISTIQUES_TEXTS } from './texts';
export { workbookSheets } from './export/workbookSheets';
export type { WorkbookSheet } from './export/workbookSheets';
