import { describe, expect, it } from 'vitest';
import { logStreamFailure } from './stream-file.ts';

/** A reply's log and socket state, recording what was logged at which level. */
function reply(raw: { destroyed: boolean; writableFinished: boolean }) {
  const lines: [string, string][] = [];
  const log = {
    debug: (_: unknown, msg: string) => void lines.push(['debug', msg]),
    error: (_: unknown, msg: string) => void lines.push(['error', msg]),
  };
  return { reply: { raw, log } as unknown as Parameters<typeof logStreamFailure>[0], lines };
}

describe('streamFile: how a document that stopped half-way is logged', () => {
  it('a browser that left mid-download is a debug line (the user closed the study page)', () => {
    const { reply: left, lines } = reply({ destroyed: true, writableFinished: false });
    logStreamFailure(left, 'study pdf', new Error('premature close'));
    expect(lines).toEqual([['debug', 'study pdf: download abandoned by the client']]);
  });

  it('a render that broke while the browser waited is an error of ours', () => {
    const { reply: waiting, lines } = reply({ destroyed: false, writableFinished: false });
    logStreamFailure(waiting, 'study pdf', new Error('render bug'));
    expect(lines).toEqual([['error', 'study pdf failed']]);
  });
});
