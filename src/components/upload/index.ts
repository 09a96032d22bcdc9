export { UploadWidget, type UploadWidgetProps } from './UploadWidget';
export { MultiUploadWidget, type MultiUploadWidgetProps } from './MultiUploadWidget';
export { FileInput } from './FileInput';
export { FileViewLink, FileViewList } from './FileViewer';
export { ImageEditorDialog } from './ImageEditorDialog';
export { useUpload, prepare, type UploadState, type UploadStatus, type Chosen } from './useUpload';
export { useLotFiles, filesOf, type LotFilesRecord } from './useLotFiles';
export * from './fileKinds';
export * from './imageTools';
