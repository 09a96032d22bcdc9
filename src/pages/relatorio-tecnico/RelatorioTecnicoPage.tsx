import { Title } from 'react-admin';

/** Placeholder until this screen is built (issue 6). */
export const RelatorioTecnicoPage = () => <Title title="Relatório Técnico" />;
