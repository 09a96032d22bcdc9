import { streetEntity } from '../../components/domain/model';
import { DomainInput } from '../../components/domain';

/** The street form (docs/entities.md#entities Street): its name; the project is the list's. */
export const StreetInputs = () => <DomainInput entity={streetEntity} field="name" />;
