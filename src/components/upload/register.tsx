import { lazy, Suspense } from 'react';
import { registerDomainInput, type DomainInputComponentProps } from '../domain/inputRegistry';
import { UploadPlaceholder } from './UploadPlaceholder';

const LazyFileInput = lazy(() => import('./FileInput').then((m) => ({ default: m.FileInput })));

/** The upload widget, loaded when a form first shows a file field (its placeholder meanwhile, as tall). */
const UploadInput = (props: DomainInputComponentProps) => (
  <Suspense fallback={<UploadPlaceholder {...props} />}>
    <LazyFileInput {...props} />
  </Suspense>
);

// Every DomainInput of a file or a list of files is the upload widget (domain README).
registerDomainInput('file', UploadInput);
registerDomainInput('files', UploadInput);
