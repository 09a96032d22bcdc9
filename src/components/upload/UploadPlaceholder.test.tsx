import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { file, files } from '../../../domain/fields/builders.ts';
import { renderWithAdmin } from '../testing/renderAdmin';
import { UploadPlaceholder } from './UploadPlaceholder';

const logo = file('city_logo', 'Brasão', { accept: 'image' });
const photos = files('photos', 'Fotos', 5);
const memorial = { id: 5, url: '/api/files/5/download', originalName: 'memorial.pdf' };

/** The placeholder of one field on a record, as a form shows it while the widget's code loads. */
function show(field: typeof logo | typeof photos, record: Record<string, unknown>, readOnly = false) {
  renderWithAdmin(
    <RecordContextProvider value={{ id: 1, ...record }}>
      <UploadPlaceholder
        field={field}
        source={field.name}
        label={field.label}
        validate={() => undefined}
        readOnly={readOnly}
      />
    </RecordContextProvider>,
  );
  return screen.getByRole('group', { name: field.label });
}

describe('UploadPlaceholder: the upload widget’s frame and rows while its code loads', () => {
  it('shows an empty single file as the widget does, its chooser disabled', () => {
    const frame = show(logo, { city_logo: null });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(within(frame).getByRole('button', { name: 'Escolher arquivo' })).toBeDisabled();
  });

  it('shows a saved file as its link, with no chooser (the widget offers Substituir there)', () => {
    const frame = show(logo, { city_logo: memorial });
    expect(within(frame).getByRole('link', { name: 'memorial.pdf' })).toHaveAttribute('href', memorial.url);
    expect(within(frame).queryByRole('button')).toBeNull();
  });

  it('shows a list of files as links, and its add button disabled', () => {
    const frame = show(photos, { photos: [memorial] });
    expect(within(frame).getByRole('link', { name: 'memorial.pdf' })).toBeInTheDocument();
    expect(within(frame).getByRole('button', { name: 'Adicionar arquivos' })).toBeDisabled();
  });

  it('shows a read-only form’s files as the widget does: the links, or that there is none', () => {
    const frame = show(photos, { photos: [memorial] }, true);
    expect(within(frame).getByRole('link', { name: 'memorial.pdf' })).toBeInTheDocument();
    expect(within(frame).queryByRole('button')).toBeNull();
  });

  it('says a read-only form’s empty field has no file', () => {
    const frame = show(logo, { city_logo: null }, true);
    expect(within(frame).getByText('Nenhum arquivo')).toBeInTheDocument();
    expect(within(frame).queryByRole('button')).toBeNull();
  });
});
