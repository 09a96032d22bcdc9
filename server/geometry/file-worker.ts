import { serveTasks } from '../loop/thread.ts';
import type { ReadFile } from './file-format.ts';
import { readGeometryFile } from './file-read.ts';
import type { ReadTask } from './file-thread.ts';

/**
 * The thread that reads the GIS files of geometry imports (file-thread.ts): the bytes arrive
 * moved, not copied; the read file's arrays of numbers leave the same way.
 */
serveTasks<ReadTask, ReadFile>(async ({ bytes, matchBy }) => {
  const read = await readGeometryFile(Buffer.from(bytes), matchBy);
  return {
    answer: read,
    transfer: [read.shapes.buffer, read.corners.buffer, read.vertices.buffer, read.dropped.buffer],
  };
});
