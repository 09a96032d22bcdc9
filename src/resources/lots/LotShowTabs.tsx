import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, CircularProgress, Tab } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lotEntity, visibleTabs, type TabDef } from '../../components/domain/model';
import { DomainShowLayout } from '../../components/domain';
import { useActor } from '../../components/permissions';
import { LotDocumentsTab } from './documents/LotDocumentsTab';
import { ChildrenTab } from './family/ChildrenTab';
import { ResidentsTab } from './family/ResidentsTab';
import type { LotRecord } from './lotRecord';
import { CHILDREN_TAB, DOCUMENTS_TAB, REGISTRY_TAB, RESIDENTS_TAB, lotContext, shownFieldsOfTab } from './lotTabs';
import { LotRegistryStage } from '../registry/LotRegistryStage';
import { ScrollableTabs } from '../../layout/ScrollableTabs';

const LotHistory = lazy(() => import('./history/LotHistory').then((m) => ({ default: m.LotHistory })));
/** The project admins' extra tab: the lot history (issue 8). */
const HISTORY_TAB = 'history';

/**
 * The lot read-only, in the tabs of docs/screens.md#screens that hold for it (domain's `visibleTabs`): its
 * fields by section, and the Documentos, Filhos and Moradores contents in read-only mode;
 * for the project's admins, the Histórico timeline. Only the open tab is rendered.
 */
export const LotShowTabs = ({ lot }: { lot: LotRecord }) => {
  const translate = useTranslate();
  const access = useActor();
  const ctx = lotContext(lot);
  const historyTab = { key: HISTORY_TAB, label: translate('app.history.tab') } as TabDef;
  const tabs = [...visibleTabs(lotEntity, lot, ctx), ...(access.isProjectAdmin(lot.project_id) ? [historyTab] : [])];
  const [selected, setSelected] = useState(tabs[0]?.key);
  const current = tabs.find((t) => t.key === selected) ?? tabs[0];
  const panel = (tab: TabDef): ReactNode => {
    switch (tab.key) {
      case DOCUMENTS_TAB:
        return <LotDocumentsTab lot={lot} readOnly />;
      case CHILDREN_TAB:
        return <ChildrenTab lot={lot} readOnly />;
      case RESIDENTS_TAB:
        return <ResidentsTab lot={lot} readOnly />;
      case HISTORY_TAB:
        return (
          <Suspense fallback={<CircularProgress size={24} />}>
            <LotHistory lotId={lot.id} />
          </Suspense>
        );
      case REGISTRY_TAB:
        return (
          <>
            <LotRegistryStage lot={lot} />
            <DomainShowLayout entity={lotEntity} ctx={ctx} only={shownFieldsOfTab(tab)} />
          </>
        );
      default:
        return <DomainShowLayout entity={lotEntity} ctx={ctx} only={shownFieldsOfTab(tab)} />;
    }
  };
  return (
    <Box sx={{ width: '100%' }}>
      <ScrollableTabs value={current?.key ?? false} onChange={(_, key: string) => setSelected(key)} sx={{ mb: 2 }}>
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} />
        ))}
      </ScrollableTabs>
      {current && (
        <Box role="tabpanel" aria-label={current.label}>
          {panel(current)}
        </Box>
      )}
    </Box>
  );
};
