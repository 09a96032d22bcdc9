import { DomainInput } from '../domain';
import { parentKey, type ResourceDef } from '../domain/model';

/** The fields a form of the resource shows: those declared for create or edit, but the parent link (the list's). */
export const inputFields = (resource: ResourceDef, view: 'create' | 'edit') =>
  resource.entity.fields.filter(
    (f) => !f.readOnly && f.name !== parentKey(resource) && (f.views ?? ['create', 'edit']).includes(view),
  );

/** The form of a declared resource: one domain input per declared field (streets: the name). */
export const ResourceInputs = ({ resource, view }: { resource: ResourceDef; view: 'create' | 'edit' }) => (
  <>
    {inputFields(resource, view).map((field) => (
      <DomainInput key={field.name} entity={resource.entity} field={field.name} />
    ))}
  </>
);
