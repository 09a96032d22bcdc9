import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TechnicalAnswers, TechnicalFormField } from '../../providers/data/documents';
import { QuestionField } from './QuestionField';

export interface QuestionFormProps {
  questions: TechnicalFormField[];
  answers: TechnicalAnswers;
  onChange: (prop: string, value: TechnicalAnswers[string]) => void;
}

/** The question mode of the Relatório Técnico: every question of the fetched form. */
export const QuestionForm = ({ questions, answers, onChange }: QuestionFormProps) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.relatorioTecnico.questions')}>
      <CardHeader
        title={translate('app.relatorioTecnico.questions')}
        subheader={translate('app.relatorioTecnico.questions_intro')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
      />
      <CardContent>
        <Stack sx={{ gap: 2.5 }}>
          {questions.map((question) => (
            <QuestionField
              key={question.prop}
              question={question}
              value={answers[question.prop]}
              onChange={(value) => onChange(question.prop, value)}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
