import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { REPORT_POLL_INTERVAL_MS, type ReportJob } from '../../../domain/entities/report-job.ts';
import { GROUP_FILE_NAMES, RUNNING_JOB_STATUSES } from '../../../domain/reports/kinds.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ReportFilterValues } from '../../providers/data/reports';
import { errorMessage, saveFile } from './saveFile';

/** The name the group socio-economic report is saved under (docs/api.md#api). */
export const GROUP_REPORT_FILE_NAME = GROUP_FILE_NAMES['socioeconomic-report'];

export type GroupJobState = Pick<ReportJob, 'status' | 'progress' | 'message'>;

const RUNNING = new Set<string>(RUNNING_JOB_STATUSES);

/**
 * The group report job (docs/states.md#states): starts at 0 with 'Iniciando geração do relatório...', is
 * polled every 2 s while starting or processing; completed with a download_url → the PDF is
 * saved and the state resets; failed/error → the docs/errors.md#errors message and a red bar. Polling stops on
 * unmount.
 */
export function useGroupReportJob(groupId: number | null | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [state, setState] = useState<GroupJobState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const fail = useCallback(
    (key: string, message: string, status: GroupJobState['status'] = 'error') => {
      notify(translate(key, { message }), { type: 'error' });
      setState((now) => ({ status, progress: now?.progress ?? 0, message: null }));
    },
    [notify, translate],
  );

  const finish = useCallback(
    async (url: string) => {
      try {
        const file = await dataProvider.downloadFrom(url);
        if (!alive.current) return;
        saveFile(file.blob, GROUP_REPORT_FILE_NAME);
        setState(null);
      } catch (error) {
        if (alive.current) fail('app.reports.group.download_error', errorMessage(error));
      }
    },
    [dataProvider, fail],
  );

  /** Waits one poll interval; never resolves once the page is gone (the timer is cleared). */
  const pause = () => new Promise<void>((resolve) => (timer.current = setTimeout(resolve, REPORT_POLL_INTERVAL_MS)));

  const poll = useCallback(
    async (jobId: string) => {
      for (;;) {
        let job: ReportJob;
        try {
          job = await dataProvider.getReportJob(jobId);
        } catch (error) {
          if (alive.current) fail('app.reports.group.status_error', errorMessage(error));
          return;
        }
        if (!alive.current) return;
        setState({ status: job.status, progress: job.progress, message: job.message ?? null });
        if (RUNNING.has(job.status)) {
          await pause();
          if (!alive.current) return;
          continue;
        }
        if (job.status === 'completed') {
          if (job.download_url) await finish(job.download_url);
          else setState(null);
        } else {
          fail('app.reports.group.job_error', job.error || translate('app.reports.group.unknown_error'), job.status);
        }
        return;
      }
    },
    [dataProvider, fail, finish, translate],
  );

  const start = useCallback(
    async (filter: ReportFilterValues) => {
      if (groupId == null) return;
      clearTimeout(timer.current);
      setState({ status: 'starting', progress: 0, message: translate('app.reports.group.starting') });
      try {
        const { job_id } = await dataProvider.startGroupReport(groupId, 'socioeconomic-report', filter);
        if (alive.current) await poll(job_id);
      } catch (error) {
        if (alive.current) fail('app.reports.group.start_error', errorMessage(error));
      }
    },
    [dataProvider, fail, groupId, poll, translate],
  );

  return { state, start, running: state !== null && RUNNING.has(state.status) };
}
