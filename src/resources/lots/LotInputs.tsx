import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lotEntity, type SectionDef, type View } from '../../components/domain/model';
import { DomainInput, DomainSection, DomainTabs, FieldGrid, editableFields } from '../../components/domain';
import { LotDocumentsTab } from './documents/LotDocumentsTab';
import { ChildrenTab } from './family/ChildrenTab';
import { ResidentsTab } from './family/ResidentsTab';
import { LOT_ADDRESS_FIELDS, LotAddressInputs } from './LotAddressInputs';
import type { LotRecord } from './lotRecord';
import { CHILDREN_TAB, DOCUMENTS_TAB, RESIDENTS_TAB } from './lotTabs';

type FormView = Extract<View, 'create' | 'edit'>;

const sectionOf = (key: string) => lotEntity.sections!.find((s) => s.key === key) as SectionDef;
const NOT_IN_GRID = new Set<string>([...LOT_ADDRESS_FIELDS, 'name', 'block_id']);

/**
 * Informações (docs/screens.md#screens): identification (the block among the project's), the address (maps
 * search or manual), the owner and the boundary coordinates, each input from domain/.
 */
export const LotInfoInputs = ({ view, projectId }: { view: FormView; projectId: number | undefined }) => {
  const fields = editableFields(lotEntity, view);
  const of = (section: string) => fields.filter((f) => f.section === section);
  const identity = sectionOf('identity');
  return (
    <>
      <Box component="section" aria-label={identity.label} sx={{ width: '100%', mb: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {identity.label}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
          <DomainInput field="name" />
          <DomainInput field="block_id" filter={projectId === undefined ? {} : { project_id: projectId }} />
        </Box>
        <FieldGrid fields={of('identity').filter((f) => !NOT_IN_GRID.has(f.name))} />
      </Box>
      <LotAddressInputs projectId={projectId} />
      <DomainSection section={sectionOf('owner')} fields={of('owner')} />
      <DomainSection section={sectionOf('coordinates')} fields={of('coordinates')} />
    </>
  );
};

/** Keeps the submit of a dialog's own form (a child, a resident) from reaching the lot's form. */
const OwnForms = ({ children }: { children: ReactNode }) => <div onSubmit={(e) => e.stopPropagation()}>{children}</div>;

/**
 * The lot form's tabs (domain's, shown while their `when` holds on the live values): the
 * lot's fields by section, with Informações laid out above and Documentos, Filhos and
 * Moradores from their own components once the lot exists.
 */
export const LotFormTabs = ({
  lot,
  view,
  projectId,
  initialTab,
}: {
  lot?: LotRecord;
  view: FormView;
  projectId: number | undefined;
  initialTab?: string;
}) => {
  const translate = useTranslate();
  const panels: Partial<Record<string, ReactNode>> = {
    info: <LotInfoInputs view={view} projectId={projectId} />,
    [DOCUMENTS_TAB]: lot ? (
      <OwnForms>
        <LotDocumentsTab lot={lot} readOnly={false} />
      </OwnForms>
    ) : (
      <Alert severity="info">{translate('app.lots.documents_after_save')}</Alert>
    ),
  };
  if (lot) {
    panels[CHILDREN_TAB] = (
      <OwnForms>
        <ChildrenTab lot={lot} readOnly={false} />
      </OwnForms>
    );
    panels[RESIDENTS_TAB] = (
      <OwnForms>
        <ResidentsTab lot={lot} readOnly={false} />
      </OwnForms>
    );
  }
  return <DomainTabs entity={lotEntity} view={view} panels={panels} initialTab={initialTab} />;
};
