export { ConflictDialog, type ConflictDialogProps } from './ConflictDialog';
export { isStaleConflict, STALE_MESSAGE } from './conflict';
export { useConflictOffer, type ConflictOffer } from './useConflictOffer';
export { EditConflictDialog, KEEP_TYPED, useConflictMutationOptions } from './EditConflict';
