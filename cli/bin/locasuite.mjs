#!/usr/bin/env node
// Runs the bundled CLI (cli/dist/index.js, built by `npm run build`).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const bundle = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'index.js');
if (!existsSync(bundle)) {
  process.stderr.write(
    'Erreur : la commande locasuite n\u2019est pas construite. Lancez « npm run build » à la racine du dépôt.\n',
  );
  process.exit(1);
}
const { run } = await import(pathToFileURL(bundle).href);
const code = await run(process.argv.slice(2));
process.exit(code);
