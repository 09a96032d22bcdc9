import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { technicalAnswer } from '../../domain/api/studies.ts';
import type { TechnicalSections } from '../studies/technical/service.ts';

/** The JSON the response schema's serialiser writes, and its content type. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The Relatório Técnico's answer (`technicalAnswer`) written section by section as each is read
 * (issue #19 goal 5). At the text cap it is 8 MB: read whole, serialised in one call and handed
 * to compression, it held the API's thread ~200 ms (every request waited: `/api/health` p99
 * 219 ms in the bench while the report was read). Written as a stream, each section is read,
 * written and compressed before the next is asked for, at the pace the compressor takes them.
 * The bytes are those the schema's serialiser wrote, key for key (server/studies/technical.test.ts
 * compares them).
 */
export function technicalJson(state: TechnicalSections): Readable {
  async function* pieces(): AsyncGenerator<string> {
    const answers = technicalAnswer.shape.answers.parse(state.answers);
    yield `{"customized":${JSON.stringify(state.customized)},"answers":${JSON.stringify(answers)},"paragraphs":{`;
    let comma = '';
    for await (const [key, html] of state.paragraphs) {
      yield `${comma}${JSON.stringify(key)}:${JSON.stringify(html)}`;
      comma = ',';
    }
    yield '}}';
  }
  return Readable.from(pieces(), { objectMode: false });
}

/** Sends the report's answer as it is read (technicalJson). */
export function sendTechnical(reply: FastifyReply, state: TechnicalSections): FastifyReply {
  return reply.type(JSON_TYPE).send(technicalJson(state));
}
