import { vi } from 'vitest';
import { Route } from 'react-router-dom';
import { ProjectAdminRoute } from '../../components/ProjectAdminRoute';
import { renderAdmin } from '../../components/testing/renderAdmin';
import type { MockAccountName } from '../../../mock-api/handlers.ts';
import { ReportsPage } from './ReportsPage';

/** Opens Relatórios of project 1 (in group 1) as the given account, behind its route guard. */
export const openReports = (account: MockAccountName = 'admin', projectId = 1) =>
  renderAdmin({
    account,
    path: `/projects/${projectId}/reports`,
    routes: (
      <Route
        path="/projects/:id/reports"
        element={
          <ProjectAdminRoute>
            <ReportsPage />
          </ProjectAdminRoute>
        }
      />
    ),
  });

/**
 * Records the files the page saves: each `<a download>` click's name and the Blob behind its
 * object URL (jsdom has no URL.createObjectURL).
 */
export function recordDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: Array<{ name: string; blob: Blob | undefined }> = [];
  let n = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:mock/${++n}`;
    blobs.set(url, blob);
    return url;
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return saved;
}

/** The query of a recorded call's path as an object. */
export const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

/** A saved Blob's text (jsdom's Blob has no text()). */
export const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'));
    reader.readAsText(blob ?? new Blob());
  });
