import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { readConfig } from './config';
import { prefetchToolPage, preloadToolPage } from './routes/toolRoutes';
import { createSessionApi } from './session/createSessionApi';
import { withEarlyLookup } from './session/earlyLookup';
import { readOpenedApps, readToken } from './session/tokenStore';
import { registerServiceWorker } from './registerServiceWorker';

const root = document.getElementById('root');
if (root) {
  // The stored session's lookup and the opened tool's code start now, before the first render;
  // the tool's first loads start when the lookup answers, before the page renders.
  const api = withEarlyLookup(createSessionApi(readConfig()), readToken(), (user) =>
    prefetchToolPage(window.location.pathname, user),
  );
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
