import { useState } from 'react';
import { Button } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import PreviewIcon from '@mui/icons-material/Preview';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { preliminaryStudyEntity } from '../../../domain/entities/preliminary-study.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { PreliminaryStudy } from '../../providers/data/documents';
import { DocumentPage } from '../../components/pdf-preview/DocumentPage';
import { sectionErrors } from '../../components/rich-text/section-errors';
import { RichTextSections } from '../../components/rich-text/RichTextSections';
import { useNumericId } from '../../components/useNumericId';

/** Diagnóstico Ambiental, Jurídico and Social, from the domain's entity (docs/entities.md#entities). */
const SECTIONS = preliminaryStudyEntity.fields.map((f) => ({ id: f.name, name: f.label }));

/**
 * Estudo Preliminar (`/projects/{id}/reports/estudo-preliminar`, project admins; docs/screens.md#screens):
 * the three diagnoses in collapsible editors, Salvar, and the PDF preview beside them. The PDF is
 * made by the server from the saved study, so while there are unsaved edits the page says that the
 * preview shows the saved text and offers "Salvar e visualizar" (issue #18 part 7).
 */
export const EstudoPreliminarPage = () => {
  const projectId = useNumericId()!;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = ['estudo-preliminar', projectId];
  const study = useQuery({ queryKey: key, queryFn: () => dataProvider.getPreliminaryStudy(projectId) });
  // Only the sections edited since the last load or save.
  const [draft, setDraft] = useState<Partial<PreliminaryStudy>>({});
  const [version, setVersion] = useState(0);
  const save = useMutation({
    mutationFn: (sections: Partial<PreliminaryStudy>) => dataProvider.savePreliminaryStudy(projectId, sections),
    onSuccess: (_, sent) => {
      // The editors keep what they show (the server's cleaned copy comes with the next load).
      queryClient.setQueryData<PreliminaryStudy>(key, (old) => ({ ...(old as PreliminaryStudy), ...sent }));
      setDraft((current) =>
        Object.fromEntries(Object.entries(current).filter(([k, v]) => sent[k as keyof PreliminaryStudy] !== v)),
      );
      setVersion((n) => n + 1);
      notify('app.estudoPreliminar.saved', { type: 'success' });
    },
    onError: (error: Error) =>
      notify('app.estudoPreliminar.save_error', { type: 'error', messageArgs: { message: error.message } }),
  });
  const changed = Object.keys(draft).length > 0;
  /** A section as its editor shows it: edited, or as loaded. */
  const valueOf = (key: string) =>
    draft[key as keyof PreliminaryStudy] ?? study.data?.[key as keyof PreliminaryStudy] ?? '';
  const actions = (
    <Button
      variant="contained"
      startIcon={<SaveIcon />}
      disabled={!changed || save.isPending}
      onClick={() => save.mutate(draft)}
    >
      {translate('app.estudoPreliminar.save')}
    </Button>
  );
  return (
    <DocumentPage
      projectId={projectId}
      document="relatorio-preliminar"
      messages="app.estudoPreliminar"
      version={version}
      actions={actions}
      loading={study.isPending}
    >
      {changed && (
        <Alert
          severity="info"
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<PreviewIcon />}
              disabled={save.isPending}
              onClick={() => save.mutate(draft)}
            >
              {translate('app.estudoPreliminar.save_and_preview')}
            </Button>
          }
        >
          {translate('app.estudoPreliminar.preview_is_saved')}
        </Alert>
      )}
      {study.isError ? (
        <Alert severity="error">{translate('app.estudoPreliminar.load_error')}</Alert>
      ) : (
        <RichTextSections
          sections={SECTIONS}
          value={valueOf}
          onChange={(k, html) => setDraft((current) => ({ ...current, [k]: html }))}
          errors={sectionErrors(save, SECTIONS, valueOf)}
        />
      )}
    </DocumentPage>
  );
};
