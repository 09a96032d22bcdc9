import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAuth0Client } from './providers/auth0Client';
import { loadClientConfig } from './providers/clientConfig';

const root = createRoot(document.getElementById('root')!);
try {
  const auth0 = createAuth0Client(await loadClientConfig());
  root.render(
    <StrictMode>
      <App auth0={auth0} />
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  root.render(
    <p style={{ fontFamily: 'sans-serif', padding: 24 }}>Não foi possível iniciar o REURB Gestão. Tente novamente.</p>,
  );
}
