import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { lotEntity, visibleTabs, type TabDef } from '../../components/domain/model';
import { DomainShowLayout } from '../../components/domain';
import { LotDocumentsTab } from './documents/LotDocumentsTab';
import { ChildrenTab } from './family/ChildrenTab';
import { ResidentsTab } from './family/ResidentsTab';
import type { LotRecord } from './lotRecord';
import { CHILDREN_TAB, DOCUMENTS_TAB, RESIDENTS_TAB, lotContext, shownFieldsOfTab } from './lotTabs';

/**
 * The lot read-only, in the tabs of spec §2 that hold for it (domain's `visibleTabs`): its
 * fields by section, and the Documentos, Filhos and Moradores contents in read-only mode.
 * Only the open tab is rendered.
 */
export const LotShowTabs = ({ lot }: { lot: LotRecord }) => {
  const ctx = lotContext(lot);
  const tabs = visibleTabs(lotEntity, lot, ctx);
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
      default:
        return <DomainShowLayout entity={lotEntity} ctx={ctx} only={shownFieldsOfTab(tab)} />;
    }
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={current?.key ?? false} onChange={(_, key: string) => setSelected(key)} variant="scrollable" sx={{ mb: 2 }}>
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} />
        ))}
      </Tabs>
      {current && (
        <Box role="tabpanel" aria-label={current.label}>
          {panel(current)}
        </Box>
      )}
    </Box>
  );
};
