import { openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
};

/**
 * Takes `<dir>.lock` for this process: the embedded database is one process's files, and a second
 * process writing to them would corrupt them. A lock left by a dead process (kill -9) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const path = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new Error(
          `La base de données ${dir} est déjà ouverte par un autre processus (pid ${pid}). ` +
            'Arrêtez-le, ou choisissez un autre dossier de données (LOCASUITE_DATA_DIR).',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller la base de données ${dir}.`);
}
