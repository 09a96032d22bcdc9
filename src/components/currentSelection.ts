import { useEffect } from 'react';
import { useRemoveFromStore, useStore } from 'react-admin';

/** react-admin store keys of the project and lot being worked on (docs/screens.md#screens). */
export const CURRENT_PROJECT = 'currentProject';
export const CURRENT_LOT = 'currentLot';

export const useCurrentProject = () => useStore<number | undefined>(CURRENT_PROJECT, undefined);
export const useCurrentLot = () => useStore<number | undefined>(CURRENT_LOT, undefined);

/** Entering the projects list forgets the current project and lot. */
export function useClearCurrentSelection(): void {
  const remove = useRemoveFromStore();
  useEffect(() => {
    remove(CURRENT_PROJECT);
    remove(CURRENT_LOT);
  }, [remove]);
}

/** A project's screens remember it as the current project. */
export function useRememberProject(projectId: number | undefined): void {
  const [, setProject] = useCurrentProject();
  useEffect(() => {
    if (projectId !== undefined) setProject(projectId);
  }, [projectId, setProject]);
}

/** The lot screens remember the lot (and its project) as the current ones. */
export function useRememberLot(lotId: number | undefined, projectId?: number): void {
  const [, setLot] = useCurrentLot();
  useEffect(() => {
    if (lotId !== undefined) setLot(lotId);
  }, [lotId, setLot]);
  useRememberProject(projectId);
}
