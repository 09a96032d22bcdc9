import { Card, CardContent } from '@mui/material';
import { Loading, Title, useShowContext, useTranslate } from 'react-admin';
import { useRememberLot } from '../../components/currentSelection';
import { useNumericId } from '../../components/useNumericId';
import { WholeShowBase } from '../../components/wholeRecord';
import { LotEmissions } from '../../pages/emissions/LotEmissions';
import { LotActions } from './LotActions';
import { LotAdminBar } from './LotAdminBar';
import { LotAnonymisedNotice } from './LotAnonymisedNotice';
import { LotHeader } from './LotHeader';
import { LotLegalPanel } from './LotLegalPanel';
import { LotGeometryPanel } from '../map/LotGeometryPanel';
import { LotShowTabs } from './LotShowTabs';
import type { LotRecord } from './lotRecord';
import { useLotPanelsSettled } from './useLotPanelsSettled';

/** The panels and the tabs, shown together once the panels have their answers (useLotPanelsSettled). */
const LotPanels = ({ lot }: { lot: LotRecord }) =>
  useLotPanelsSettled(lot) ? (
    <>
      <LotLegalPanel lot={lot} />
      <LotGeometryPanel lot={lot} />
      <LotEmissions lot={lot} />
      <LotShowTabs lot={lot} />
    </>
  ) : (
    <Loading />
  );

const LotView = () => {
  const translate = useTranslate();
  const { record, refetch } = useShowContext<LotRecord>();
  useRememberLot(record?.id, record?.project_id);
  if (!record) return null;
  return (
    <>
      <Title title={translate('app.lots.show_title')} />
      <LotActions lot={record} />
      <Card>
        <LotHeader lot={record} />
        <CardContent>
          <LotAnonymisedNotice lot={record} />
          <LotAdminBar lot={record} reload={refetch} />
          <LotPanels lot={record} />
        </CardContent>
      </Card>
    </>
  );
};

/**
 * Visualizar Lote (`/lots/{id}`, every member of the project): the lot read-only in its tabs;
 * for project admins 'Executar Análise', the status and who did the work; for everyone the
 * lot's legal conformity (issue 14).
 */
export const LotShow = () => {
  const id = useNumericId();
  if (id === undefined) return null;
  return (
    // A lot that cannot load shows a page that says so (WholeShowBase's RecordNotFound), not a toast
    // and a blank screen. Keyed by the lot: another lot (a link of the legal panel or the review)
    // opens afresh, on its first tab with the passed rules folded, as from the list, not in the
    // last lot's state.
    <WholeShowBase key={id} resource="lots" id={id}>
      <LotView />
    </WholeShowBase>
  );
};
