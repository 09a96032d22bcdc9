import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { TECHNICAL_REPORT_SECTIONS } from '../../components/domain/model';
import { sectionErrors } from '../../components/rich-text/section-errors';
import type { TechnicalAnswers, TechnicalReport } from '../../providers/data/documents';

export type Mode = 'questions' | 'paragraphs';

/**
 * The Relatório Técnico's state: the form and the saved report from the server, what was
 * edited since (answers, paragraphs), the mode (the server's customized flag until a button
 * switches it, docs/states.md#states), and the saves. `version` counts saves, for the PDF preview.
 */
export function useTechnicalReport(projectId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = ['relatorio-tecnico', projectId];
  const form = useQuery({ queryKey: [...key, 'form'], queryFn: () => dataProvider.getTechnicalReportForm(projectId) });
  const report = useQuery({ queryKey: key, queryFn: () => dataProvider.getTechnicalReport(projectId) });
  const [answers, setAnswers] = useState<TechnicalAnswers>();
  const [paragraphs, setParagraphs] = useState<Record<string, string>>({});
  const [chosenMode, setMode] = useState<Mode>();
  const [version, setVersion] = useState(0);
  const mode: Mode = chosenMode ?? (report.data?.customized ? 'paragraphs' : 'questions');
  const currentAnswers = answers ?? report.data?.answers ?? {};
  const paragraph = (section: string) => paragraphs[section] ?? report.data?.paragraphs[section] ?? '';
  const calculated = new Set(form.data?.filter((q) => q.type === 'calculated').map((q) => q.prop));
  /** Every answerable answer: the server refuses calculated props. */
  const answersToSend = (draft: TechnicalAnswers) =>
    Object.fromEntries(Object.entries(draft).filter(([prop, v]) => !calculated.has(prop) && v !== undefined));

  /**
   * A save's answer, with the sections sent put in, becomes the page's copy of the report, with
   * no read after it (a customised report at the size cap is 8 MB). The answers' save and going
   * back answer every section; a save of sections, none (saveTechnicalParagraphs): the editors
   * keep what they show, and the server's cleaned copy comes with the next load.
   */
  const saved = (message: string, answer: TechnicalReport, sent: Record<string, string> = {}) => {
    queryClient.setQueryData<TechnicalReport>(key, (current) => ({
      ...answer,
      paragraphs: { ...current?.paragraphs, ...answer.paragraphs, ...sent },
    }));
    setVersion((n) => n + 1);
    if (message) notify(message, { type: 'success' });
  };
  const failed = (error: Error) =>
    notify('app.relatorioTecnico.save_error', { type: 'error', messageArgs: { message: error.message } });

  const saveAnswers = useMutation({
    mutationFn: (draft: TechnicalAnswers) => dataProvider.saveTechnicalAnswers(projectId, answersToSend(draft)),
    onSuccess: (answer, draft) => {
      saved('app.relatorioTecnico.answers_saved', answer);
      // Edits made while saving stay unsaved.
      setAnswers((current) => (current === draft ? undefined : current));
    },
    onError: failed,
  });
  const saveParagraphs = useMutation({
    mutationFn: (sent: Record<string, string>) => dataProvider.saveTechnicalParagraphs(projectId, sent),
    onSuccess: (answer, sent) => {
      saved('app.relatorioTecnico.saved', answer, sent);
      setParagraphs((current) => Object.fromEntries(Object.entries(current).filter(([k, v]) => sent[k] !== v)));
    },
    onError: failed,
  });
  const discard = useMutation({
    mutationFn: () => dataProvider.discardTechnicalParagraphs(projectId),
    onSuccess: (answer) => saved('', answer),
    onError: failed,
  });

  return {
    form,
    report,
    mode,
    version,
    answers: currentAnswers,
    answersChanged: answers !== undefined,
    setAnswer: (prop: string, value: TechnicalAnswers[string]) =>
      setAnswers((current) => ({ ...(current ?? report.data?.answers ?? {}), [prop]: value })),
    paragraph,
    paragraphsChanged: Object.keys(paragraphs).length > 0,
    setParagraph: (section: string, html: string) => setParagraphs((current) => ({ ...current, [section]: html })),
    /** What the last refused save of sections said of each section not edited since. */
    errors: sectionErrors(saveParagraphs, TECHNICAL_REPORT_SECTIONS, paragraph),
    busy: saveAnswers.isPending || saveParagraphs.isPending || discard.isPending,
    saveAnswers: () => saveAnswers.mutateAsync(currentAnswers),
    /**
     * The first customisation sends all twenty sections as shown, so the report keeps exactly
     * the text the user saw; once the server has the report customised, only the sections
     * edited since: the others are its own saved text already. A section at the size cap is
     * ~400 KB, and a save of one no longer sends and rewrites 8 MB (issue #19 goal 5); nor does
     * it write back another editor's sections as this page loaded them.
     */
    saveParagraphs: (sections: readonly string[]) =>
      saveParagraphs.mutate(
        report.data?.customized ? { ...paragraphs } : Object.fromEntries(sections.map((s) => [s, paragraph(s)])),
      ),
    customize: async () => {
      if (answers !== undefined) await saveAnswers.mutateAsync(answers);
      setMode('paragraphs');
    },
    /** Back to the questions; the customised text is dropped on the server only when it was saved. */
    backToQuestions: async () => {
      if (report.data?.customized) await discard.mutateAsync();
      setParagraphs({});
      setMode('questions');
    },
  };
}
