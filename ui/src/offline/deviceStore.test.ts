import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { countPendingWork } from './deviceDatabase';
import {
  getPendingWork,
  listPendingWork,
  onPendingWorkChange,
  announcePendingWork,
  putPendingWork,
  removePendingWork,
  type PendingWork,
} from './deviceStore';

const work = (key: string, createdAt: number, tool = 'etatdl'): PendingWork => ({
  key,
  tool,
  id: key,
  user: 'julien.martin@locasuite-location.fr',
  label: { contract: 'C1', matricule: 'M1' },
  data: { photo: 'data:image/png;base64,iVBORw0KGgo=' },
  createdAt,
  state: 'waiting',
});

describe('the device store (spec 3 §3.4 « a local database holding images and PDFs »)', () => {
  it('counts nothing, and creates nothing, on a device that never kept anything', async () => {
    expect(await countPendingWork()).toBe(0);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('locasuite');
  });

  it('keeps work until it is removed, lists a tool’s oldest first, counts every tool', async () => {
    await putPendingWork(work('etatdl:report:2', 20));
    await putPendingWork(work('etatdl:report:1', 10));
    await putPendingWork(work('other:1', 5, 'other'));
    expect((await listPendingWork('etatdl')).map((w) => w.key)).toEqual([
      'etatdl:report:1',
      'etatdl:report:2',
    ]);
    expect(await countPendingWork()).toBe(3);
    // Replacing a report of the same record keeps one copy.
    await putPendingWork({ ...work('etatdl:report:1', 30), state: 'review', message: 'Refusé' });
    expect(await getPendingWork('etatdl:report:1')).toMatchObject({
      state: 'review',
      message: 'Refusé',
    });
    expect((await getPendingWork('etatdl:report:1'))?.data).toEqual({
      photo: 'data:image/png;base64,iVBORw0KGgo=',
    });
    await removePendingWork('etatdl:report:1');
    await removePendingWork('etatdl:report:2');
    await removePendingWork('other:1');
    expect(await countPendingWork()).toBe(0);
  });

  it('tells this tab’s listeners when the work changed', () => {
    let heard = 0;
    const stop = onPendingWorkChange(() => (heard += 1));
    announcePendingWork();
    stop();
    announcePendingWork();
    expect(heard).toBe(1);
  });
});
