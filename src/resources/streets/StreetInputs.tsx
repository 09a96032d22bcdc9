import { streetEntity } from '../../components/domain/model';
import { DomainInput } from '../../components/domain';

/** The street form (spec §3 Street): its name; the project is the list's. */
export const StreetInputs = () => <DomainInput entity={streetEntity} field="name" />;
