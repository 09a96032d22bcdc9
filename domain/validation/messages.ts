/**
 * Every validation message, in pt-BR. The spec's own (docs/validation.md#validation) are kept word for word; the rest
 * are ours. Nothing else in domain/ writes a message literally.
 */
export const MESSAGES = {
  // docs/validation.md#validation, verbatim
  email: 'Favor inserir um email válido.',
  confirmationWord: 'Digite "Confirmar" para completar a exclusão dos dados.',
  lotIdsRequired: 'Favor inserir pelo menos um ID',
  phone: 'Este campo não é um telefone válido',
  addressRequired: 'Selecione um endereço',
  selectAtLeastOne: 'Selecione pelo menos uma opção',
  date: 'Data inválida',
  pastDate: 'A data selecionada deve ser no passado.',
  // ours
  required: 'Campo obrigatório',
  cpf: 'CPF inválido',
  cnpj: 'CNPJ inválido',
  nis: 'NIS inválido',
  cep: 'CEP inválido',
  cnm: 'CNM inválido: confira os 16 dígitos (CCCCCC.L.NNNNNNN-DD) e os dígitos verificadores',
  registryNeedsPrenotacao: 'Informe antes a data da prenotação',
  registryBeforePrenotacao: 'A data não pode ser anterior à prenotação',
  registryNeedsExigencia: 'Informe antes a data da nota de exigência',
  registryNeedsExigenciaText:
    'Informe o que o cartório pediu: a nota devolutiva indica os motivos da recusa e as exigências (Decreto 9.310/2018, art. 40, parágrafo único)',
  registryBeforeExigencia: 'A data não pode ser anterior à nota de exigência',
  registryOpenExigencia: 'Há uma nota de exigência sem data de atendimento',
  registryNeedsMatricula: 'Informe a matrícula aberta pelo cartório no registro',
  registryNeedsRegistro: 'Informe antes a data do registro',
  registryBeforeRegistro: 'A data não pode ser anterior ao registro',
  registryNeedsReceiver: 'Informe quem recebeu o título',
  bathroomsWithoutSanitation:
    'O esgotamento sanitário diz que não há banheiro ou sanitário: o número de banheiros deve ser 0',
  lookupProtocol: 'Informe o protocolo impresso nos documentos do lote',
  lookupBirthDate: 'Informe a data de nascimento (DD/MM/AAAA)',
  lookupNotFound:
    'Não encontramos um lote com este protocolo e esta data de nascimento. Confira os dois e tente de novo, ou procure a prefeitura.',
  lookupTooMany: 'Muitas consultas deste endereço de rede. Aguarde 15 minutos e tente novamente.',
  money: 'Valor inválido: use o formato R$ 1.234,56',
  decimal: 'Número inválido: escreva como 12,5 ou 1.234,56',
  integer: 'Informe um número inteiro',
  number: 'Informe um número',
  boolean: 'Informe sim ou não',
  choice: 'Opção inválida',
  file: 'Arquivo inválido',
  reference: 'Registro inválido',
  text: 'Informe um texto',
  value: 'Valor inválido',
  readOnly: 'Este campo não pode ser alterado',
  unknownField: 'Campo desconhecido',
  invalidRequest: 'Dados inválidos. Verifique os campos destacados.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Messages with a number in them. */
export const minChars = (n: number): string => `Mínimo de ${n} caracteres`;
export const maxChars = (n: number): string => `Máximo de ${n} caracteres`;
export const minValue = (n: number): string => `O valor mínimo é ${n}`;
export const maxValue = (n: number): string => `O valor máximo é ${n}`;
export const maxFiles = (n: number): string => `Envie no máximo ${n} arquivos`;
export const maxOptions = (n: number): string => `Selecione no máximo ${n} opções`;
export const optionAlone = (option: string): string =>
  `A opção “${option}” não pode ser marcada junto com outras: desmarque-a ou desmarque as demais`;
export const optionsOpposite = (first: string, second: string): string =>
  `As opções “${first}” e “${second}” se contradizem: marque apenas uma`;
/** A masked value typed only in part: an example of the whole value, not the raw mask. */
export const incomplete = (example: string): string => `Incompleto. Ex.: ${example}`;
/** `1.234` in an area or decimal: a thousands dot or a decimal point? Refused, asking for a comma. */
export const ambiguousDecimal = (typed: string): string => {
  const [whole, part] = typed.split('.');
  return `"${typed}" é ambíguo: para ${whole},${part} use vírgula; para ${whole}${part} escreva sem ponto`;
};
