/** The server's answer to a save made from a stale copy (server/history/version.ts). */
export const STALE_STATUS = 409;
export const STALE_MESSAGE = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';

/** Whether a failed save was refused because someone else saved the record meanwhile. */
export function isStaleConflict(error: unknown): boolean {
  const e = error as { status?: number; message?: string; body?: { message?: string } } | null | undefined;
  return e?.status === STALE_STATUS && (e.body?.message ?? e.message) === STALE_MESSAGE;
}
