import { Title } from 'react-admin';

/** Placeholder until this screen is built (issue 6). */
export const EstudoPreliminarPage = () => <Title title="Estudo Preliminar" />;
