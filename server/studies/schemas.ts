import { z } from 'zod';
import { preliminaryStudyEntity } from '../../domain/entities/preliminary-study.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { numberedTitles, SECTION_KEYS } from './technical/sections.ts';
import { questionOf } from './technical/questions.ts';
import { MAX_SECTION_CHARS, MAX_SECTION_TEXT_CHARS, textChars } from './rich-text/subset.ts';

/** Request schemas of the Estudo Preliminar and Relatório Técnico routes (their answers: domain/api/studies.ts). */
export const TOO_LARGE = 'Texto grande demais: o limite é de 5 MB por seção, imagens incluídas.';
/** The text cap's message, naming the section ("Diagnóstico social: …"). */
export const textTooLong = (label: string) =>
  `${label}: o texto passa do limite de ${MAX_SECTION_TEXT_CHARS.toLocaleString('pt-BR')} caracteres por seção (cerca de 120 páginas, sem contar as imagens). Divida o conteúdo ou resuma-o.`;
/** Body limit of the routes that take rich text (three or twenty sections of HTML). */
export const RICH_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * One section of HTML: at most 5 MB with its images (data URLs), and at most
 * MAX_SECTION_TEXT_CHARS of everything else — the part whose layout costs time.
 */
const html = (label: string) =>
  z
    .string({ error: `${label}: informe o texto da seção (HTML)` })
    .max(MAX_SECTION_CHARS, { error: `${label}: ${TOO_LARGE}` })
    .refine((value) => textChars(value) <= MAX_SECTION_TEXT_CHARS, { error: textTooLong(label) });
const labelOf = (key: string) => preliminaryStudyEntity.fields.find((field) => field.name === key)?.label ?? key;

export const preliminaryPatch = z.strictObject({
  diagnostico_ambiental: html(labelOf('diagnostico_ambiental')).nullable().optional(),
  diagnostico_juridico: html(labelOf('diagnostico_juridico')).nullable().optional(),
  diagnostico_social: html(labelOf('diagnostico_social')).nullable().optional(),
});

const keyValue = z.strictObject({
  key: z.string({ error: MESSAGES.text }).max(500, { error: 'Máximo de 500 caracteres' }),
  value: z.string({ error: MESSAGES.text }).max(2000, { error: 'Máximo de 2000 caracteres' }),
});
const answerValue = z.union(
  [
    z.string().max(20_000, { error: 'Máximo de 20000 caracteres' }),
    z.array(keyValue).max(200, { error: 'Máximo de 200 itens' }),
  ],
  {
    error: 'Informe um texto ou uma lista de pares chave–valor',
  },
);

/** Answers keyed by question prop: known, answerable props; text or key-value as the question says. */
export const answersSchema = z.record(z.string(), answerValue).superRefine((answers, ctx) => {
  for (const [prop, value] of Object.entries(answers)) {
    const question = questionOf(prop);
    if (!question) ctx.addIssue({ code: 'custom', path: [prop], message: 'Pergunta desconhecida' });
    else if (question.type === 'calculated')
      ctx.addIssue({
        code: 'custom',
        path: [prop],
        message: 'Campo calculado a partir dos dados do projeto: não pode ser respondido',
      });
    else if (question.type === 'key-value' && !Array.isArray(value))
      ctx.addIssue({ code: 'custom', path: [prop], message: 'Informe uma lista de pares chave–valor' });
    else if (question.type === 'text' && typeof value !== 'string')
      ctx.addIssue({ code: 'custom', path: [prop], message: MESSAGES.text });
  }
});
export const answersPatch = z.strictObject({ answers: answersSchema });

type Html = ReturnType<typeof html>;
const titles = new Map(numberedTitles().map(({ key, title }) => [key, title]));
const paragraphsShape = Object.fromEntries(
  SECTION_KEYS.map((key) => [key, html(titles.get(key) ?? key).optional()]),
) as Record<string, z.ZodOptional<Html>>;
export const paragraphsSchema = z.strictObject(paragraphsShape);

/**
 * PATCH /relatorio-tecnico: `{paragraphs}` (any of the 20 sections) saves them and sets
 * customized=true; `{customized: false}` goes back to the text generated from the answers
 * (the saved paragraphs are kept, unused, until the next customisation overwrites them).
 */
export const technicalPatch = z
  .strictObject({
    paragraphs: paragraphsSchema.optional(),
    customized: z.literal(false, { error: 'Use customized: false para voltar ao texto gerado' }).optional(),
  })
  .refine((body) => (body.paragraphs === undefined) !== (body.customized === undefined), {
    message: 'Envie paragraphs (para personalizar) ou customized: false (para voltar ao texto gerado)',
    path: ['paragraphs'],
  });
