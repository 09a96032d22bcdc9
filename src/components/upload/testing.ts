import { afterAll, beforeAll, expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * For tests that upload through the real dataProvider and msw. jsdom's FormData and File
 * do not reach Node's fetch whole under Vitest (their bytes are lost), so these tests use
 * Node's own FormData, File, Blob and Request; canvas and image decoding, which jsdom lacks,
 * are stubbed (`canvas.calls` tells what the editor drew and how it was exported).
 */
export function setupUploadTestEnvironment() {
  const saved: Record<string, unknown> = {};
  const keys = ['FormData', 'File', 'Blob', 'Request', 'createImageBitmap'] as const;
  const ctx = {
    fillStyle: '',
    fillRect: vi.fn(),
    scale: vi.fn(),
    translate: vi.fn(),
    rotate: vi.fn(),
    drawImage: vi.fn(),
  };
  const toBlob = vi.fn((callback: BlobCallback, type?: string) =>
    callback(new NodeBlob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type }) as unknown as Blob),
  );
  beforeAll(async () => {
    const g = globalThis as Record<string, unknown>;
    for (const key of keys) saved[key] = g[key];
    const NodeRequest = Object.getPrototypeOf(Request) as typeof Request;
    const probe = await new NodeRequest('http://localhost/', {
      method: 'POST',
      body: new URLSearchParams('a=1'),
    }).formData();
    Object.assign(g, {
      FormData: probe.constructor,
      File: NodeFile,
      Blob: NodeBlob,
      Request: NodeRequest,
      createImageBitmap: vi.fn(async () => ({ width: 40, height: 20, close: () => undefined })),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mock');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(toBlob);
  });
  afterAll(() => {
    Object.assign(globalThis, saved);
    vi.restoreAllMocks();
  });
  return { ctx, toBlob };
}

/** A file as Node's File (see above). */
export const testFile = (name: string, type: string, bytes: number[] = [1, 2, 3, 4]): File =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

/** The file input of a widget (hidden; user-event uploads into it). */
export const fileInputOf = (container: HTMLElement, label?: string): HTMLInputElement =>
  container.querySelector<HTMLInputElement>(
    label ? `input[type="file"][aria-label="${label}"]` : 'input[type="file"]',
  )!;

/**
 * A widget's frame once its code has loaded: until then the same frame, with the same name, is
 * its placeholder (`aria-busy`, ./UploadPlaceholder.tsx), whose buttons do nothing.
 */
export const uploadWidget = (label: string): Promise<HTMLElement> =>
  waitFor(() => {
    const frame = screen.getByRole('group', { name: label });
    expect(frame).not.toHaveAttribute('aria-busy');
    return frame;
  });
