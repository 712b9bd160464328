// npm run build: the CLI bundle (tsup), then the web app (vite) when apps/shell has a vite config.
import { buildCli, buildWeb, elapsed, hasWebApp } from './workspace.mjs';

const start = performance.now();
if (!(await buildCli())) process.exit(1);
if (hasWebApp()) {
  if (!(await buildWeb())) process.exit(1);
} else {
  console.log(
    "Pas de configuration vite dans apps/shell : l'application web n'est pas construite.",
  );
}
console.log(`\nConstruction terminée en ${elapsed(start)}.`);
