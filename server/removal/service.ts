import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { removeObjects } from '../files/service.ts';
import type { FileStorage } from '../files/storage.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createBackground } from './background.ts';
import { confirmRemoval, removalLinkStatus, type ConfirmOutcome, type LinkStatus } from './confirm.ts';
import { removalDoneMail, removalLinkMail } from './mail.ts';
import { recordRequest, type RequestOutcome } from './request.ts';

export interface RemovalDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** The SPA page that takes a link's token (docs/screens.md#screens). */
export const REMOVE_ACCOUNT_PATH = '/remove-account';

/**
 * The public removal flow (docs/states.md#states, LGPD art. 18): a request records itself and, for a known
 * address, e-mails a link; using the link removes the data. E-mails leave in the background,
 * so an answer never waits on (or reveals) whether one was sent.
 */
export function createRemovalService({ db, config, mailer, storage, log }: RemovalDeps) {
  const background = createBackground(log);
  const linkUrl = (token: string) => `${config.publicUrl}${REMOVE_ACCOUNT_PATH}?token=${encodeURIComponent(token)}`;

  return {
    async request(email: string): Promise<RequestOutcome['outcome']> {
      const { outcome, link } = await recordRequest(db, email);
      if (link) {
        const url = linkUrl(link.token);
        const content = removalLinkMail({ url, expiresAt: link.expiresAt });
        background.run('removal_link_mail', () =>
          mailer.send({ to: link.email, ...content, link: mailer.kind === 'outbox' ? url : undefined }),
        );
      }
      return outcome;
    },

    async confirm(token: string): Promise<ConfirmOutcome> {
      const outcome = await confirmRemoval(db, token);
      if (outcome.status === 'removed') {
        await removeObjects(storage, outcome.keys, log);
        const content = removalDoneMail(outcome);
        background.run('removal_done_mail', () => mailer.send({ to: outcome.email, ...content }));
      }
      return outcome;
    },

    /** What a link is, before it is used (nothing is recorded). */
    linkStatus(token: string): Promise<LinkStatus> {
      return removalLinkStatus(db, token);
    },

    /** Resolves once the e-mails under way have gone. */
    idle: background.idle,
  };
}

export type RemovalService = ReturnType<typeof createRemovalService>;
