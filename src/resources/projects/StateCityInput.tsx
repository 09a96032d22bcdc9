import { Box } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { MunicipalityInput } from '../../components/address/MunicipalityInput';
import { getField, projectEntity, type Field } from '../../components/domain/model';
import { domainValidator } from '../../components/domain';

const STATE = getField(projectEntity, 'state') as Field;
const CITY = getField(projectEntity, 'city') as Field;
const validateState = domainValidator(projectEntity, STATE);
const validateCity = domainValidator(projectEntity, CITY);

/** The project's state and municipality, chosen together and stored as names in `state` and `city` (docs/entities.md#entities). */
export const StateCityInput = () => {
  const translate = useTranslate();
  const state = useInput({ source: 'state', validate: validateState });
  const city = useInput({ source: 'city', validate: validateCity });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <MunicipalityInput
        state={(state.field.value as string | null) || null}
        onStateChange={(name) => state.field.onChange(name)}
        stateLabel={STATE.label}
        stateName="state"
        stateInput={state}
        city={city}
        cityLabel={CITY.label}
        cityName="city"
        texts={{
          none: translate('app.projects.state_city.none'),
          loading: translate('app.projects.state_city.loading'),
          selectState: translate('app.projects.state_city.select_state'),
        }}
      />
    </Box>
  );
};
