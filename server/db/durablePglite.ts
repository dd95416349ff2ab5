import { existsSync, fsyncSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite in a data folder, with commits that reach the disk before they are acknowledged.
 *
 * Out of the box they do not: PGlite starts postgres with `-F` (fsync off), and even with fsync on,
 * Emscripten's Node file system has no fsync (its fdatasync is a no-op), so the WAL flush at commit
 * never leaves the process. (`relaxedDurability` is no help: it only concerns `syncToFs`, which
 * does nothing for a Node folder.) So postgres runs with fsync on and syncs its WAL with fsync(),
 * which this file system passes on to the real file.
 */
export async function createDurablePglite(
  dataDir: string,
  /** Flushes a file to the disk: Node's own, unless a test watches the calls. */
  { fsync = fsyncSync }: { fsync?: (fd: number) => void } = {},
): Promise<PGlite> {
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create({
    fs: new FsyncingNodeFS(dataDir, fsync),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      ...['-c', 'wal_sync_method=fsync'],
    ],
  });
  // initdb's files were copied in unsynced: a power cut could lose the cluster under its WAL.
  if (isNew) await syncTree(dataDir);
  return client;
}

/** The part of Emscripten's NODEFS this file system extends. */
interface Nodefs {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/** Emscripten's Node file system, with fsync() passed on to the real file. */
class FsyncingNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly fsync: (fd: number) => void,
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const addFsync = (module: { NODEFS: unknown }) => {
      const nodefs = module.NODEFS as Nodefs;
      // A failure becomes the errno postgres expects (it then stops rather than lose data).
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => this.fsync(stream.nfd));
        return 0;
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] },
    };
  }
}

/** Fsyncs every file and folder under `root`, and `root`, all at once (a first start's 1,000). */
async function syncTree(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const paths = [root, ...entries.map((entry) => path.join(entry.parentPath, entry.name))];
  await Promise.all(
    paths.map(async (target) => {
      const handle = await open(target, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    }),
  );
}
