/** The preview's query key, so the phase box can refresh it. */
export const previewKey = (projectId: number) => ['reports', projectId, 'preview'];
