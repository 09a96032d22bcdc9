import { Title } from 'react-admin';

/** Placeholder until this screen is built (issue 6). */
export const ProgressPage = () => <Title title="Progresso" />;
