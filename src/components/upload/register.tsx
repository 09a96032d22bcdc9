import { lazy, Suspense } from 'react';
import { registerDomainInput, type DomainInputComponentProps } from '../domain/inputRegistry';
import { FileLinksInput } from '../domain/inputs/FileLinksInput';

const LazyFileInput = lazy(() => import('./FileInput').then((m) => ({ default: m.FileInput })));

/** The upload widget, loaded when a form first shows a file field (the links meanwhile). */
const UploadInput = (props: DomainInputComponentProps) => (
  <Suspense fallback={<FileLinksInput {...props} />}>
    <LazyFileInput {...props} />
  </Suspense>
);

// Every DomainInput of a file or a list of files is the upload widget (domain README).
registerDomainInput('file', UploadInput);
registerDomainInput('files', UploadInput);
