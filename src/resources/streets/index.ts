import { DECLARED_SCREENS } from '../declared';

/**
 * Ruas (docs/screens.md#screens), the screens of their declaration (domain/resources/streets.ts):
 * `/streets/list/{project_id}` (a route inside the layout), `/streets/create?project_id=`,
 * `/streets/{id}` read-only view and `/streets/{id}/edit`; `/streets` goes to Projetos.
 */
export const STREETS_LIST_ROUTE = DECLARED_SCREENS.streets.listPath;
export const streetsListRoute = DECLARED_SCREENS.streets.listRoute;
export const streetsResource = DECLARED_SCREENS.streets.resource;
