import type { emissionItem, signingCertificateAnswer, verifyAnswer } from '../../../domain/api/emissions.ts';
import type { Answer } from '../../../domain/api/wire.ts';
import type { HttpClient } from '../httpClient';
import { json, query } from './query';
import { dispositionName, type DownloadedFile } from './reports';

/** A row of `GET /projects/{id}/emissions` (issue 14): an emitted título or CRF (domain/api/emissions.ts). */
export type Emission = Answer<typeof emissionItem>;
export type EmissionKind = Emission['kind'];
export type EmissionStatus = Emission['status'];

/** `GET /emissions/signing-certificate`: the certificate that signs the títulos and CRFs, or null. */
export type SigningCertificate = Answer<typeof signingCertificateAnswer>;

/** `GET /api/public/verify/{code}` (no sign-in). */
export type Verification = Answer<typeof verifyAnswer>;

/** The dataProvider's typed calls for: the emission register (issue 14). */
export interface EmissionMethods {
  /** A page of the register; `q` searches the number, the lots and their holders (docs/api.md#api). */
  getEmissions(
    projectId: number,
    options?: { lotId?: number; page?: number; count?: number; q?: string },
  ): Promise<{ data: Emission[]; total: number }>;
  cancelEmission(id: number, reason: string): Promise<unknown>;
  /** The stored bytes of an emitted document. */
  downloadEmission(id: number): Promise<DownloadedFile>;
  /** An emitted CRF's registry package (ZIP: the PDF, the occupant list, the polygons, the manifest). */
  downloadEmissionPackage(id: number): Promise<DownloadedFile>;
  /** The certificate that signs the títulos and CRFs, for the warning before it expires. */
  getSigningCertificate(): Promise<SigningCertificate>;
}

export function emissionMethods(apiUrl: string, httpClient: HttpClient): EmissionMethods {
  return {
    async getEmissions(projectId, { lotId, page = 1, count = 100, q } = {}) {
      const { json } = await httpClient(`${apiUrl}/projects/${projectId}/emissions${query({ lot_id: lotId, page, count, q })}`);
      return { data: json.data as Emission[], total: json.total as number };
    },
    async cancelEmission(id, reason) {
      return (await httpClient(`${apiUrl}/emissions/${id}/cancel`, { method: 'POST', body: json({ reason }) })).json;
    },
    async downloadEmission(id) {
      const { blob, headers } = await httpClient.blob(`${apiUrl}/emissions/${id}/download`);
      return { blob, fileName: dispositionName(headers.get('content-disposition')) };
    },
    async downloadEmissionPackage(id) {
      const { blob, headers } = await httpClient.blob(`${apiUrl}/emissions/${id}/package`);
      return { blob, fileName: dispositionName(headers.get('content-disposition')) };
    },
    async getSigningCertificate() {
      return (await httpClient(`${apiUrl}/emissions/signing-certificate`)).json as SigningCertificate;
    },
  };
}

/** The public verification, outside the dataProvider (no sign-in, no token). */
export async function fetchVerification(code: string): Promise<Verification | null> {
  const response = await fetch(`/api/public/verify/${encodeURIComponent(code)}`, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Verification;
}

/** A file's bytes (FileReader where Blob.arrayBuffer is missing: older browsers, jsdom). */
const bytesOf = (file: Blob): Promise<ArrayBuffer> =>
  typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('leitura do arquivo falhou'));
        reader.readAsArrayBuffer(file);
      });

/** SHA-256 (hex) of a file, in the browser. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await bytesOf(file));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
