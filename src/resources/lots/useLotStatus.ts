import { createElement, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_LOT_STATUS, LOT_STATUSES, labelOf } from '../../components/domain/model';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ErrorNotice, serverMessage } from './ErrorNotice';

/**
 * The lot's status as the admin's dropdown holds it (docs/states.md#states): a choice is sent at once; on
 * success 'Status alterado para: …', on failure the dropdown goes back to the previous status
 * (incomplete when there was none) and 'Erro ao Atualizar Status' says why (docs/errors.md#errors). After a
 * change the lot is reloaded (`reload`), so the details, completeness and history on the
 * screen show the new status, not the one loaded before (issue #18).
 */
export function useLotStatus(lotId: number, saved: string | null | undefined, reload: () => unknown = () => undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const stored = saved || DEFAULT_LOT_STATUS;
  // The admin's choice, while the lot as loaded still has the status it was made on; a reload
  // with another status (e.g. after a review) shows that one.
  const [chosen, setChosen] = useState<{ on: string; value: string } | null>(null);
  const status = chosen && chosen.on === stored ? chosen.value : stored;
  const setStatus = (value: string) => setChosen({ on: stored, value });
  const [saving, setSaving] = useState(false);

  const fail = (message: string) =>
    notify(createElement(ErrorNotice, { title: translate('app.lots.status.error_title'), message }), { type: 'error' });

  const change = async (next: string) => {
    const previous = status || DEFAULT_LOT_STATUS;
    if (next === previous) return;
    setStatus(next);
    setSaving(true);
    try {
      const answer = await dataProvider.updateLotStatus(lotId, next);
      if (answer?.success === false) {
        setStatus(previous);
        fail(answer.message || translate('app.lots.status.failed'));
      } else {
        notify(translate('app.lots.status.changed', { label: labelOf(LOT_STATUSES, next) }), { type: 'success' });
        await reload();
      }
    } catch (error) {
      setStatus(previous);
      fail(serverMessage(error) ?? translate('app.lots.status.failed_retry'));
    } finally {
      setSaving(false);
    }
  };

  return { status, saving, change };
}
