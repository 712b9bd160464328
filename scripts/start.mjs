// npm start: builds what is missing or stale, then runs `locasuite serve` (embedded database in
// ./data, demo data on first start). Extra arguments go to `serve`: npm start -- --port 3000
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './workspace.mjs';

if (!(await buildIfStale())) {
  console.error('Démarrage annulé : la construction a échoué.');
  process.exit(1);
}
console.log('');
const child = spawn(
  process.execPath,
  [join(root, 'cli/bin/locasuite.mjs'), 'serve', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl+C reaches both processes; a signal sent to this one alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
// npm does not pass SIGTERM on to its script: it ends, and this process is left to another
// parent. When that happens, the server is stopped as if the signal had come here, so that
// `npm start` stopped by a process manager leaves nothing running.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  if (child.exitCode === null) child.kill('SIGTERM');
}, 500);
orphaned.unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
