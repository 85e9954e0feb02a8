// Copies committed WAL frames into the database file on its own connection and thread, so the
// event loop never does it (see wal-checkpointer.ts). Plain JavaScript: nothing to compile.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    // PASSIVE never waits for, nor blocks, the app's reader and writer.
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A busy or closing database: the next tick tries again.
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.postMessage('stopped');
});
