import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { SIGNATURE_BOX, type SignaturePictures } from './signaturePicture';

/**
 * The thread's program, run as the source of a `new Worker(…, { eval: true })` (CommonJS, plain
 * text for the reason `db/pgliteThread.ts` gives): `signaturePicturePdf` with pdf-lib's CommonJS
 * build. One picture at a time, in the order asked, so memory holds one decoded image at most.
 */
const THREAD_SOURCE = `
'use strict';
const { parentPort: port, workerData: data } = require('node:worker_threads');
const { PDFDocument } = require(data.pdfLib);
let queue = Promise.resolve();
port.on('message', (job) => {
  queue = queue.then(async () => {
    try {
      const doc = await PDFDocument.create();
      const image = await doc.embedPng(job.png);
      const box = image.scaleToFit(data.box.width, data.box.height);
      doc.addPage([box.width, box.height]).drawImage(image, { x: 0, y: 0, width: box.width, height: box.height });
      const bytes = await doc.save();
      port.postMessage({ id: job.id, bytes }, [bytes.buffer]);
    } catch (error) {
      port.postMessage({ id: job.id, error: String((error && error.message) || error) });
    }
  });
});
`;

interface Answer {
  readonly id: number;
  readonly bytes?: Uint8Array;
  readonly error?: string;
}

export interface PictureThread extends SignaturePictures {
  /** Ends the thread (the server's close); a later picture starts a new one. */
  close(): Promise<void>;
}

/**
 * Signature pictures made off the event loop (issue: no image bomb): pdf-lib decodes a PNG
 * synchronously, about a second and 250 MB at 4000×4000, which on the server's thread held every
 * other request. The thread starts with the first picture and is not kept alive by itself; if it
 * dies (memory), the pictures waiting fail and the next one starts a new thread.
 */
export function createPictureThread(): PictureThread {
  const pdfLib = createRequire(import.meta.url).resolve('pdf-lib');
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<
    number,
    { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }
  >();

  function failAll(error: Error) {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { pdfLib, box: SIGNATURE_BOX },
    });
    started.unref();
    started.on('message', (answer: Answer) => {
      const job = waiting.get(answer.id);
      if (!job) return;
      waiting.delete(answer.id);
      if (answer.bytes) job.resolve(new Uint8Array(answer.bytes));
      else job.reject(new Error(answer.error ?? 'picture failed'));
    });
    const lost = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`picture thread ended (${code})`)));
    worker = started;
    return started;
  }

  return {
    picturePdf(png) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const copy = new Uint8Array(png);
        thread().postMessage({ id, png: copy }, [copy.buffer]);
      });
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
      failAll(new Error('picture thread closed'));
    },
  };
}
