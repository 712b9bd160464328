import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { readConfig } from './config';
import { preloadToolPage } from './routes/toolRoutes';
import { createSessionApi } from './session/createSessionApi';
import { withEarlyLookup } from './session/earlyLookup';
import { readOpenedApps, readToken } from './session/tokenStore';
import { registerServiceWorker } from './registerServiceWorker';

const root = document.getElementById('root');
if (root) {
  // The stored session's lookup and the opened tool's code start now, before the first render.
  const api = withEarlyLookup(createSessionApi(readConfig()), readToken());
  if (readToken()) preloadToolPage(window.location.pathname, readOpenedApps());
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App api={api} />
      </BrowserRouter>
    </StrictMode>,
  );
}
registerServiceWorker();
