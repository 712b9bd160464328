// Type-checks every file once: one program over every package (the root tsconfig.json), and core
// alone without DOM or Node types (core/tsconfig.json), its lib rule. The two run side by side.
// A new tool adds its own lines to the root program, not another copy of core and MUI's types.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { elapsed, root } from './workspace.mjs';

const tsc = join(root, 'node_modules/typescript/bin/tsc');
const programs = [
  ['tout le dépôt', 'tsconfig.json'],
  ['core sans DOM ni Node', 'core/tsconfig.json'],
];

function check([label, project]) {
  return new Promise((resolve) => {
    const start = performance.now();
    let output = '';
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const ok = code === 0;
      console.log(`${ok ? '✔' : '✖'} ${label} (${project}, ${elapsed(start)})`);
      const out = output
        .split('\n')
        .filter((l) => l.trim() !== '' && !l.startsWith('npm warn'))
        .join('\n');
      if (!ok && out) console.log(out);
      resolve(ok);
    });
  });
}

const results = await Promise.all(programs.map(check));
if (results.includes(false)) {
  console.error('La vérification des types a échoué.');
  process.exit(1);
}
