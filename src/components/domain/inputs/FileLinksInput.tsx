import { Labeled, useRecordContext } from 'react-admin';
import { FileLinks, type FileObject } from '../../FileLinks';
import type { DomainInputComponentProps } from '../inputRegistry';

/**
 * Files until the upload widget registers itself (`registerDomainInput('file', …)`): the
 * record's file objects (`record[field.name]`) as links, read-only.
 */
export const FileLinksInput = ({ field, label }: DomainInputComponentProps) => {
  const record = useRecordContext();
  const files = record?.[field.name] as FileObject | FileObject[] | null | undefined;
  return (
    <Labeled label={label} fullWidth>
      <FileLinks files={files} />
    </Labeled>
  );
};
