import { memo, useMemo, useState, type ReactNode } from 'react';
import { Box, Tab } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { tabHasError, type EntityDef, type TabDef, type View } from './model';
import { useDomainFormState } from './DomainFormContext';
import { DomainSections } from './DomainSections';
import { useConditions } from './hooks';
import { ScrollableTabs } from '../../layout/ScrollableTabs';

/**
 * The entity's tabs (e.g. the lot's Informações, Cônjuge …), each shown while its `when` holds
 * on the live values. Every shown tab stays mounted, so its inputs are validated while another
 * is open; a tab with an error has a red label. A save that leaves errors only in other tabs
 * opens the first of them (RevealFirstError then brings its field into view): on a phone the red
 * tab could be scrolled out of the tab bar, and "O formulário não é válido" pointed at nothing.
 * `panels` replaces the content of some tabs by key (e.g. the lot's Filhos, which holds no
 * fields of the lot).
 */
export const DomainTabs = ({
  entity,
  view,
  panels,
  initialTab,
}: {
  entity: EntityDef;
  view: View;
  panels?: Partial<Record<string, ReactNode>>;
  /** The tab open first (e.g. from a link to the field to fix); the first tab when absent or hidden. */
  initialTab?: string;
}) => {
  const form = useDomainFormState();
  const tabs = useMemo(() => entity.tabs ?? [], [entity]);
  const conditions = useMemo(() => tabs.map((t) => t.when), [tabs]);
  const shown = useConditions(conditions, form?.ctx ?? {});
  const visible = tabs.filter((_, i) => shown[i]);
  const { errors, submitCount } = useFormState();
  const [selected, setSelected] = useState(initialTab ?? tabs[0]?.key);
  const current = visible.some((t) => t.key === selected) ? selected : visible[0]?.key;
  const hasError = (key: string) => {
    const tab = tabs.find((t) => t.key === key);
    return !!tab && tabHasError(entity, tab, errors);
  };
  // After a save (client and server errors are both in by then, as react-admin's notice reads
  // them), adjusted while drawing (react.dev: "adjusting some state when a prop changes"), so the
  // tab is open when RevealFirstError looks for the field.
  const [submits, setSubmits] = useState(submitCount);
  if (submitCount !== submits) {
    setSubmits(submitCount);
    const first = current && !hasError(current) ? visible.find((t) => hasError(t.key)) : undefined;
    if (first) setSelected(first.key);
  }
  return (
    <Box sx={{ width: '100%' }}>
      <ScrollableTabs value={current ?? false} onChange={(_, key: string) => setSelected(key)} sx={{ mb: 2 }}>
        {visible.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            sx={hasError(tab.key) ? { color: 'error.main' } : undefined}
          />
        ))}
      </ScrollableTabs>
      <TabPanels entity={entity} view={view} tabs={visible} current={current} panels={panels} />
    </Box>
  );
};

interface TabPanelsProps {
  entity: EntityDef;
  view: View;
  tabs: TabDef[];
  current: string | undefined;
  panels?: Partial<Record<string, ReactNode>>;
}

/**
 * One tab's content, drawn again only when what it shows changes: choosing another tab changes
 * which panel is hidden, not what is in them. Drawn inside TabPanels, every input of every tab
 * was drawn again at each choice: on the lot form at 390 px with Chromium's CPU slowed 4× (a
 * phone's), eight tab switches took 1,208–1,381 ms of script before and 652–687 ms after
 * (issue #19, 2026-12-05).
 */
const TabContent = memo(
  ({
    entity,
    view,
    sections,
    panel,
  }: {
    entity: EntityDef;
    view: View;
    sections: TabDef['sections'];
    panel: ReactNode;
  }) => panel ?? <DomainSections entity={entity} view={view} sections={sections} />,
);

/** The panels, re-rendered only when the shown tabs change (not on every validation). */
const TabPanels = memo(
  ({ entity, view, tabs, current, panels }: TabPanelsProps) => (
    <>
      {tabs.map((tab) => (
        <Box key={tab.key} role="tabpanel" hidden={tab.key !== current} aria-label={tab.label}>
          <TabContent entity={entity} view={view} sections={tab.sections} panel={panels?.[tab.key]} />
        </Box>
      ))}
    </>
  ),
  (a, b) =>
    a.entity === b.entity &&
    a.view === b.view &&
    a.current === b.current &&
    a.panels === b.panels &&
    a.tabs.map((t) => t.key).join() === b.tabs.map((t) => t.key).join(),
);
