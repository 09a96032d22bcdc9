import { createElement, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider, LotReviewAnswer } from '../../providers/dataProvider';
import { ErrorNotice, serverMessage } from './ErrorNotice';

/**
 * 'Executar Análise' (docs/states.md#states, docs/errors.md#errors): runs the review, then reloads the lot and says 'A análise
 * foi executada com sucesso!'; keeps the answer (what is missing, the warnings) to show.
 * A refused review: 'Erro na Análise' with the server's message or 'Erro desconhecido'; a
 * failed call: 'Falha ao executar a análise. Tente novamente.'.
 */
export function useLotReview(lotId: number, reload: () => unknown) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<LotReviewAnswer | null>(null);

  const fail = (message: string) =>
    notify(createElement(ErrorNotice, { title: translate('app.lots.review.error_title'), message }), { type: 'error' });

  const run = async () => {
    setRunning(true);
    try {
      const answer = await dataProvider.triggerReview(lotId);
      if (answer?.success === false) {
        fail(answer.message || translate('app.lots.review.unknown'));
        return;
      }
      setResult(answer);
      await reload();
      notify(translate('app.lots.review.done'), { type: 'success' });
    } catch (error) {
      fail(serverMessage(error) ?? translate('app.lots.review.failed'));
    } finally {
      setRunning(false);
    }
  };

  return { run, running, result, clear: () => setResult(null) };
}
