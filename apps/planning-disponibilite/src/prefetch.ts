// `@locasuite/planning-disponibilite/prefetch`: the page's first loads, in a module of their own (its loaders and
// core, none of the page's libraries), so that the shell starts them while the page's code still
// downloads (apps/README.md « Prefetch »).
export { prefetchPlanningDisponibilite } from './hooks/firstLoad';
