import { defineEntity } from '../../fields/entity.ts';
import { WHEN_EXISTING, WHEN_MARRIED, WHEN_MDR, WHEN_PARTNER, WHEN_STABLE_UNION } from '../conditions.ts';
import { LOT_COORDINATES } from './coordinates.ts';
import { LOT_DOCUMENTS } from './documents.ts';
import { LOT_IDENTITY } from './identity.ts';
import { LOT_IMPROVEMENTS } from './improvements.ts';
import { LOT_OWNER } from './owner.ts';
import { LOT_COMPANION, LOT_SPOUSE } from './partner.ts';
import { LOT_REGISTRY } from './registry.ts';
import { RESOURCE_NAMES } from '../resource-names.ts';

/** The lot (docs/entities.md#entities), grouped as the lot screen shows it (docs/screens.md#screens). */
export const lotEntity = defineEntity({
  ...RESOURCE_NAMES.lots,
  recordRepresentation: 'name',
  fields: [
    ...LOT_IDENTITY,
    ...LOT_OWNER,
    ...LOT_SPOUSE,
    ...LOT_COMPANION,
    ...LOT_COORDINATES,
    ...LOT_DOCUMENTS,
    ...LOT_IMPROVEMENTS,
    ...LOT_REGISTRY,
  ],
  sections: [
    { key: 'identity', label: 'Identificação e localização' },
    { key: 'owner', label: 'Proprietário(a)' },
    {
      key: 'spouse',
      label: 'Cônjuge ou companheiro(a)',
      when: WHEN_PARTNER,
      fieldLabelSuffix: ' do(a) cônjuge ou companheiro(a)',
    },
    { key: 'companion', label: 'União estável', when: WHEN_STABLE_UNION },
    { key: 'coordinates', label: 'Coordenadas do lote' },
    { key: 'documents', label: 'Documentos' },
    { key: 'improvements', label: 'Benfeitorias', when: WHEN_MDR },
    { key: 'registry', label: 'Direito real e registro' },
  ],
  tabs: [
    { key: 'info', label: 'Informações', sections: ['identity', 'owner', 'coordinates'] },
    { key: 'spouse', label: 'Cônjuge', sections: ['spouse'], when: WHEN_MARRIED },
    { key: 'companion', label: 'Companheiro(a)', sections: ['spouse', 'companion'], when: WHEN_STABLE_UNION },
    { key: 'documents', label: 'Documentos', sections: ['documents'] },
    { key: 'improvements', label: 'Benfeitorias', sections: ['improvements'], when: WHEN_MDR },
    { key: 'children', label: 'Filhos', sections: [], when: WHEN_EXISTING },
    { key: 'residents', label: 'Moradores', sections: [], when: WHEN_EXISTING },
    { key: 'registry', label: 'Registro', sections: ['registry'], when: WHEN_EXISTING },
  ],
});

export type LotEntity = typeof lotEntity;
export { OTHER_DOCUMENTS_LIMIT } from './documents.ts';
