import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAuth0Client } from './providers/auth0Client';
import { loadClientConfig } from './providers/clientConfig';

const root = createRoot(document.getElementById('root')!);
// A promise chain, not top-level await: a module with top-level await turns off the bundler's
// chunk merging (rolldown's chunkOptimization), which split the first screen into ~95 files.
loadClientConfig()
  .then((config) => {
    const auth0 = createAuth0Client(config);
    root.render(
      <StrictMode>
        <App auth0={auth0} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <p style={{ fontFamily: 'sans-serif', padding: 24 }}>
        Não foi possível iniciar o REURB Gestão. Tente novamente.
      </p>,
    );
  });
