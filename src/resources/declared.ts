import StreetsIcon from '@mui/icons-material/Signpost';
import type { ResourceProps } from 'react-admin';
import { RESOURCES } from '../../domain/resources/index.ts';
import { resourceScreens } from '../components/resource/screens';

type Name = keyof typeof RESOURCES;

/** The menu icon of a declared resource, when it has one. */
const ICONS: Partial<Record<Name, ResourceProps['icon']>> = { streets: StreetsIcon };

/**
 * The screens of every resource declared in domain/resources/ (src/components/resource/), by
 * name: App.tsx registers each one's `<Resource>` and its list route.
 */
export const DECLARED_SCREENS = Object.fromEntries(
  Object.entries(RESOURCES).map(([name, resource]) => [name, resourceScreens(resource, { icon: ICONS[name as Name] })]),
) as Record<Name, ReturnType<typeof resourceScreens>>;
