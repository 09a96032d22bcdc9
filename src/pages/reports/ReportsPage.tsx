import { Title } from 'react-admin';

/** Placeholder until this screen is built (issue 6). */
export const ReportsPage = () => <Title title="Relatórios" />;
