import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { KeyValueRow, TechnicalAnswers, TechnicalFormField } from '../../providers/data/documents';
import { KeyValueField } from './KeyValueField';

export interface QuestionFieldProps {
  question: TechnicalFormField;
  value: TechnicalAnswers[string];
  onChange: (value: string | KeyValueRow[]) => void;
}

/**
 * One question of the form: free text (its options offered as suggestions, what it asks and
 * the example as a hint), a key-value table, or a value calculated from the project's data (read-only).
 */
export const QuestionField = ({ question, value, onChange }: QuestionFieldProps) => {
  const translate = useTranslate();
  const example = question.example ? translate('app.relatorioTecnico.example', { example: question.example }) : '';
  // What the question asks beyond its label (kept short to fit a phone), then the example.
  const hint = [question.help, example].filter(Boolean).join('. ') || undefined;
  if (question.type === 'calculated') {
    return (
      // Wrapped (the modality, the streets run long on a phone), and "Não informado" rather than an
      // empty box that looks like it waits for typing.
      <TextField
        label={question.label}
        value={question.value ?? ''}
        placeholder={translate('app.relatorioTecnico.not_informed')}
        multiline
        // Where the value comes from: the question's own words when it has more than one source.
        helperText={
          question.help ??
          (question.source
            ? translate('app.relatorioTecnico.calculated_from', { source: question.source })
            : translate('app.relatorioTecnico.calculated'))
        }
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        variant="filled"
        fullWidth
      />
    );
  }
  if (question.type === 'key-value') {
    return (
      <KeyValueField
        label={question.label}
        example={question.example}
        rows={Array.isArray(value) ? value : []}
        onChange={onChange}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (question.options?.length) {
    return (
      <Autocomplete
        freeSolo
        options={question.options}
        inputValue={text}
        onInputChange={(_, next) => onChange(next)}
        renderInput={(params) => <TextField {...params} label={question.label} helperText={hint} />}
      />
    );
  }
  return (
    <TextField
      label={question.label}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      placeholder={question.example}
      helperText={hint}
      multiline
      minRows={1}
      maxRows={8}
      fullWidth
    />
  );
};
