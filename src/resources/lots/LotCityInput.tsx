import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { MunicipalityInput } from '../../components/address/MunicipalityInput';
import { getField, lotEntity, type Field } from '../../components/domain/model';
import { domainValidator } from '../../components/domain';
import { useProject } from '../../components/useProject';

const CITY = getField(lotEntity, 'cidade') as Field;
const validateCity = domainValidator(lotEntity, CITY, {}, 'update');

/**
 * The lot's municipality (`cidade`) chosen by state: the state starts as the project's and
 * only narrows the list (the lot stores no state; docs/entities.md#entities).
 */
export const LotCityInput = ({ projectId }: { projectId: number | undefined }) => {
  const translate = useTranslate();
  const city = useInput({ source: 'cidade', validate: validateCity });
  const project = useProject(projectId);
  const [chosenState, setChosenState] = useState<string | null | undefined>(undefined);
  const state = chosenState === undefined ? ((project.data?.state as string | undefined) ?? null) : chosenState;
  return (
    <MunicipalityInput
      state={state}
      onStateChange={setChosenState}
      stateLabel={translate('app.lots.address.state')}
      stateName="address_state"
      city={city}
      cityLabel={translate('app.lots.address.city')}
      cityName="cidade"
      texts={{
        none: translate('app.lots.address.no_city'),
        loading: translate('app.lots.address.loading'),
        selectState: translate('app.lots.address.select_state'),
      }}
    />
  );
};
