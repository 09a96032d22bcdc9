/** react-query keys of the procedure screens: a recorded stage refreshes the timeline and the clocks. */
export const procedureKey = (projectId: number) => ['procedure', projectId] as const;
export const deadlinesKey = (projectId: number) => ['deadlines', projectId] as const;
/** Every page of a project's parties (what a save refreshes); `partiesPageKey` is one page of one search. */
export const partiesKey = (projectId: number) => ['notifiedParties', projectId] as const;
export const partiesPageKey = (projectId: number, page: number, q: string) =>
  [...partiesKey(projectId), page, q] as const;
export const urgentDeadlinesKey = ['urgentDeadlines'] as const;

export const procedurePaths = {
  /** Calendário de prazos: every project of the user (CalendarPage). */
  calendar: '/calendar',
  deadlines: (projectId: number) => `/projects/${projectId}/deadlines`,
  parties: (projectId: number) => `/projects/${projectId}/notified-parties`,
};
