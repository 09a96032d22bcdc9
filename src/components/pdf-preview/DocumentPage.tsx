import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { Loading, Title, useTranslate } from 'react-admin';
import type { DocumentPdf } from '../../providers/data/documents';
import { LazyPdfPreview } from './index';
import { BackButton } from '../BackButton';
import { useProject } from '../useProject';

export interface DocumentPageProps {
  projectId: number;
  document: DocumentPdf;
  /** Message keys: '<prefix>.title' ('%{project} - …'), '.heading', '.reports', '.settings'. */
  messages: string;
  /** Bumped after each save: the preview reloads. */
  version: number;
  /** Buttons beside the links (Salvar, Customizar…). */
  actions?: ReactNode;
  /** The document's text is still on its way: the page says it is loading, preview included. */
  loading?: boolean;
  children: ReactNode;
}

/**
 * A document's screen (Estudo Preliminar, Relatório Técnico): links back to Relatórios and to
 * Configuração de Relatórios, the editing column, and the PDF preview beside it on wide
 * screens (below it on narrow ones).
 *
 * The column and the preview show together, once the document's text (`loading`) and the
 * column's editors (tiptap's chunk: the column suspends until it comes) have arrived: on a
 * narrow screen the preview, shown first under a short loading line, was pushed a screen down
 * when the sections came, its Imprimir under a thumb aimed at it.
 */
export const DocumentPage = ({
  projectId,
  document,
  messages,
  version,
  actions,
  loading,
  children,
}: DocumentPageProps) => {
  const translate = useTranslate();
  const { data: project } = useProject(projectId);
  const heading = translate(`${messages}.heading`);
  return (
    <>
      <Title title={project?.name ? translate(`${messages}.title`, { project: project.name }) : heading} />
      <Stack direction="row" sx={{ my: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <BackButton to={`/projects/${projectId}/reports`}>{translate(`${messages}.reports`)}</BackButton>
        <Button
          component={Link}
          to={`/projects/${projectId}/reports/settings`}
          startIcon={<SettingsIcon />}
          size="small"
        >
          {translate(`${messages}.settings`)}
        </Button>
        <Stack direction="row" sx={{ gap: 1, ml: 'auto', flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      </Stack>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {project?.name ? `${heading} — ${project.name as string}` : heading}
      </Typography>
      {loading ? (
        <Loading />
      ) : (
        <Suspense fallback={<Loading />}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ minWidth: 0 }}>{children}</Box>
            <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
              <LazyPdfPreview projectId={projectId} document={document} version={version} />
            </Box>
          </Box>
        </Suspense>
      )}
    </>
  );
};
