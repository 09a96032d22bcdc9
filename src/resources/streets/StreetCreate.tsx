import { streetEntity } from '../../components/domain/model';
import { CreateInProject } from '../../components/domain/CreateInProject';
import { StreetInputs } from './StreetInputs';

/** Cadastrar Rua on its own page (`/streets/create?project_id=`, project admins); saving opens the street. */
export const StreetCreate = () => (
  <CreateInProject resource="streets" entity={streetEntity} title="app.streets.create">
    {() => <StreetInputs />}
  </CreateInProject>
);
