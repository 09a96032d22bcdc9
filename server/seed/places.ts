import type { UtmZone } from '../../domain/enums/geo.ts';

/**
 * A small fixed list of real municipalities (with their real CEP ranges and rough UTM
 * positions) and the vocabulary the generator draws from. Kept short on purpose: enough
 * variety for demos and benchmarks, nothing to maintain.
 */
export interface City {
  name: string;
  uf: string;
  state: string;
  /** First and last five-digit CEP prefix of the municipality. */
  cep: readonly [number, number];
  /** Approximate UTM easting/northing of the centre (SIRGAS 2000), in the city's zone. */
  utm: readonly [number, number];
  /** The UTM zone of those metres: the project's, so the lots' points are read as such. */
  zone: UtmZone;
  /** Telephone area code. */
  ddd: string;
}

export const CITIES: readonly City[] = [
  {
    name: 'Ribeirão Preto',
    uf: 'SP',
    state: 'São Paulo',
    cep: [14000, 14114],
    utm: [207_000, 7_652_000],
    zone: '23S',
    ddd: '16',
  },
  {
    name: 'Campinas',
    uf: 'SP',
    state: 'São Paulo',
    cep: [13000, 13139],
    utm: [288_000, 7_467_000],
    zone: '23S',
    ddd: '19',
  },
  {
    name: 'Belo Horizonte',
    uf: 'MG',
    state: 'Minas Gerais',
    cep: [30000, 31999],
    utm: [609_000, 7_795_000],
    zone: '23S',
    ddd: '31',
  },
  {
    name: 'Uberlândia',
    uf: 'MG',
    state: 'Minas Gerais',
    cep: [38400, 38415],
    utm: [788_000, 7_906_000],
    zone: '22S',
    ddd: '34',
  },
  {
    name: 'Feira de Santana',
    uf: 'BA',
    state: 'Bahia',
    cep: [44000, 44104],
    utm: [502_000, 8_646_000],
    zone: '24S',
    ddd: '75',
  },
  {
    name: 'Petrolina',
    uf: 'PE',
    state: 'Pernambuco',
    cep: [56300, 56334],
    utm: [331_000, 8_960_000],
    zone: '24S',
    ddd: '87',
  },
  {
    name: 'Londrina',
    uf: 'PR',
    state: 'Paraná',
    cep: [86000, 86099],
    utm: [481_000, 7_421_000],
    zone: '22S',
    ddd: '43',
  },
  { name: 'Goiânia', uf: 'GO', state: 'Goiás', cep: [74000, 74899], utm: [686_000, 8_154_000], zone: '22S', ddd: '62' },
  {
    name: 'Teresina',
    uf: 'PI',
    state: 'Piauí',
    cep: [64000, 64099],
    utm: [742_000, 9_431_000],
    zone: '23S',
    ddd: '86',
  },
  {
    name: 'Caxias do Sul',
    uf: 'RS',
    state: 'Rio Grande do Sul',
    cep: [95000, 95124],
    utm: [484_000, 6_766_000],
    zone: '22S',
    ddd: '54',
  },
  {
    name: 'Campina Grande',
    uf: 'PB',
    state: 'Paraíba',
    cep: [58400, 58445],
    utm: [181_000, 9_199_000],
    zone: '25S',
    ddd: '83',
  },
  {
    name: 'Porto Velho',
    uf: 'RO',
    state: 'Rondônia',
    cep: [76800, 76834],
    utm: [403_000, 9_032_000],
    zone: '20S',
    ddd: '69',
  },
];

/** Names of the informal settlements the projects regularise. */
export const NEIGHBOURHOODS = [
  'Jardim Esperança',
  'Vila Nova Conquista',
  'Parque das Palmeiras',
  'Núcleo São Francisco',
  'Vila Santa Luzia',
  'Jardim Bela Vista',
  'Comunidade Boa Esperança',
  'Vila Aparecida',
  'Conjunto Morada do Sol',
  'Jardim Primavera',
  'Vila São José',
  'Parque dos Ipês',
  'Recanto das Águas',
  'Vila Operária',
  'Jardim Paraíso',
  'Morro da Liberdade',
] as const;

export const STREET_PREFIXES = [
  ['Rua', 70],
  ['Travessa', 12],
  ['Avenida', 10],
  ['Alameda', 4],
  ['Viela', 4],
] as const;

/**
 * Occupations and the occupation_type they usually go with, typed in the neutral form
 * ("Cozinheiro(a)") and agreed with each person's sex as they are drawn (people.ts): a man is
 * never "Empregada doméstica" nor a woman "Trabalhador rural" in the demo's CRF and títulos.
 */
export const OCCUPATIONS = [
  ['Pedreiro(a)', 'AUTÔNOMO'],
  ['Servente de obras', 'EMPREGADO CLT'],
  ['Diarista', 'AUTÔNOMO'],
  ['Empregado(a) doméstico(a)', 'EMPREGADO CLT'],
  ['Cozinheiro(a)', 'EMPREGADO CLT'],
  ['Motorista', 'EMPREGADO CLT'],
  ['Vendedor(a)', 'EMPREGADO CLT'],
  ['Auxiliar de limpeza', 'EMPREGADO CLT'],
  ['Costureiro(a)', 'AUTÔNOMO'],
  ['Eletricista', 'AUTÔNOMO'],
  ['Comerciante', 'AUTÔNOMO'],
  ['Agente comunitário(a) de saúde', 'SERVIDOR PÚBLICO'],
  ['Professor(a)', 'SERVIDOR PÚBLICO'],
  ['Trabalhador(a) rural', 'AUTÔNOMO'],
  ['Catador(a) de recicláveis', 'AUTÔNOMO'],
  ['Aposentado(a)', 'APOSENTADO'],
  ['Pensionista', 'PENSIONISTA'],
  ['Do lar', 'OUTROS'],
  ['Desempregado(a)', 'DESEMPREGADO'],
  ['Estagiário(a)', 'ESTAGIÁRIO'],
] as const;

export const RELATIONSHIPS = [
  'Mãe',
  'Pai',
  'Sogro(a)',
  'Neto(a)',
  'Irmão(ã)',
  'Tio(a)',
  'Sobrinho(a)',
  'Primo(a)',
  'Agregado(a)',
] as const;

export const DISABILITIES = [
  'Deficiência física (mobilidade reduzida)',
  'Deficiência visual',
  'Deficiência auditiva',
  'Deficiência intelectual',
  'Transtorno do espectro autista',
] as const;

export const OBSERVATIONS = [
  'Família reside no imóvel há mais de dez anos.',
  'Imóvel com ampliação nos fundos em andamento.',
  'Titular informou possuir contrato de compra e venda particular.',
  'Lote com acesso por servidão de passagem.',
  'Documentação do cônjuge pendente de apresentação.',
  'Residência compartilhada com outra família.',
] as const;
