import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import QuizIcon from '@mui/icons-material/Quiz';
import SaveIcon from '@mui/icons-material/Save';
import { Confirm, useTranslate } from 'react-admin';
import { TECHNICAL_REPORT_SECTIONS } from '../../components/domain/model';
import { DocumentPage } from '../../components/pdf-preview/DocumentPage';
import { RichTextSections } from '../../components/rich-text/RichTextSections';
import { useNumericId } from '../../components/useNumericId';
import { QuestionForm } from './QuestionForm';
import { useTechnicalReport } from './useTechnicalReport';

const SECTION_KEYS = TECHNICAL_REPORT_SECTIONS.map((s) => s.id);

/**
 * Relatório Técnico (`/projects/{id}/reports/relatorio-tecnico`, project admins; docs/screens.md#screens, docs/states.md#states):
 * the question form, or after 'Customizar' the twenty sections' editors; 'Voltar às
 * Perguntas' returns (asking first when customised text would be discarded). PDF alongside.
 */
export const RelatorioTecnicoPage = () => {
  const projectId = useNumericId()!;
  const translate = useTranslate();
  const state = useTechnicalReport(projectId);
  const [confirming, setConfirming] = useState(false);
  const questions = state.mode === 'questions';
  const ignore = () => undefined;
  const back = () => {
    if (state.report.data?.customized || state.paragraphsChanged) setConfirming(true);
    else void state.backToQuestions();
  };
  const actions = questions ? (
    <>
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={!state.answersChanged || state.busy}
        onClick={() => state.saveAnswers().catch(ignore)}
      >
        {translate('app.relatorioTecnico.save_answers')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<EditNoteIcon />}
        disabled={state.busy || !state.report.data}
        onClick={() => state.customize().catch(ignore)}
      >
        {translate('app.relatorioTecnico.customize')}
      </Button>
    </>
  ) : (
    <>
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={!state.paragraphsChanged || state.busy}
        onClick={() => state.saveParagraphs(SECTION_KEYS)}
      >
        {translate('app.relatorioTecnico.save')}
      </Button>
      <Button variant="outlined" startIcon={<QuizIcon />} disabled={state.busy} onClick={back}>
        {translate('app.relatorioTecnico.back_to_questions')}
      </Button>
    </>
  );
  const loading = state.form.isPending || state.report.isPending;
  return (
    <DocumentPage
      projectId={projectId}
      document="relatorio-tecnico"
      messages="app.relatorioTecnico"
      version={state.version}
      actions={actions}
      loading={loading}
    >
      {state.form.isError || state.report.isError ? (
        <Alert severity="error">{translate('app.relatorioTecnico.load_error')}</Alert>
      ) : questions ? (
        <QuestionForm questions={state.form.data!} answers={state.answers} onChange={state.setAnswer} />
      ) : (
        <RichTextSections
          sections={TECHNICAL_REPORT_SECTIONS}
          value={state.paragraph}
          onChange={state.setParagraph}
          expanded={(_, index) => index === 0}
          disabled={state.busy}
          errors={state.errors}
        />
      )}
      <Confirm
        isOpen={confirming}
        title="app.relatorioTecnico.discard_title"
        content="app.relatorioTecnico.discard_content"
        confirm="app.relatorioTecnico.discard_confirm"
        cancel="app.relatorioTecnico.cancel"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          state.backToQuestions().catch(ignore);
        }}
      />
    </DocumentPage>
  );
};
