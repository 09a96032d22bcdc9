import { TaskThread } from '../loop/thread.ts';
import { HttpError } from '../errors.ts';
import { FORMAT_MESSAGE, type ReadFile } from './file-format.ts';

/** A file to read for an import: its bytes (moved to the thread) and the attribute that names each lot. */
export interface ReadTask {
  bytes: ArrayBuffer;
  matchBy: string;
}

/**
 * How much memory the thread may take for one file. The upload limit keeps a file to a few tens
 * of megabytes, but a KML's document tree is several times its text and a Shapefile's zip may
 * unpack to 200 MB (parse.ts): a file past this stops the thread, not the API.
 */
const READ_HEAP_MB = 1024;
export const TOO_COMPLEX =
  'O arquivo é grande ou complexo demais para ser lido de uma vez: divida os lotes em arquivos menores (por quadra, por exemplo)';

/**
 * The thread that reads GIS files for the geometry import (file-read.ts): xmldom's tree of a KML
 * of 5,000 lots took the API's thread 0.64–0.92 s, a Shapefile's ~60 ms, each time holding every
 * other request and the embedded database (issue #19, goal 5).
 */
export class GeometryFileThread {
  private readonly thread: TaskThread<ReadTask, ReadFile>;
  /** Files read here (tests, bench). */
  read = 0;

  constructor(heapMb = READ_HEAP_MB) {
    this.thread = new TaskThread(new URL('./file-worker.ts', import.meta.url), { maxOldGenerationSizeMb: heapMb });
  }

  /** Starts the thread and resolves once it has loaded (tests and the bench time a file, not the thread's start). */
  warm(): Promise<void> {
    return this.thread.warm();
  }

  /**
   * The file's features for an import matched by `matchBy`. `bytes` is moved to the thread when it
   * holds its whole memory (the upload's buffer, which the caller no longer reads), else copied.
   * A file the parser refuses is refused with its answer (400 or 413), one past the thread's
   * memory with a 413, one a library fails on with a 400; a read the thread stopped under, 503.
   */
  async readFile(bytes: Buffer, matchBy: string): Promise<ReadFile> {
    const whole =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
    const owned = whole ? (bytes.buffer as ArrayBuffer) : new Uint8Array(bytes).buffer;
    const { answer, error, stopped } = await this.thread.run({ bytes: owned, matchBy }, [owned]);
    if (answer) {
      this.read++;
      return answer;
    }
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new HttpError(413, TOO_COMPLEX);
    if (stopped) throw new HttpError(503, 'A leitura do arquivo foi interrompida. Envie o arquivo de novo.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      throw new HttpError(error.statusCode, error.message, error.errors);
    // A library that fails on a malformed file fails the file, not the server.
    throw new HttpError(400, `O arquivo não pôde ser lido. ${FORMAT_MESSAGE}`);
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}

let shared: GeometryFileThread | undefined;

/** The process's thread, started with the first geometry import. */
export function geometryFileThread(): GeometryFileThread {
  shared ??= new GeometryFileThread();
  return shared;
}
