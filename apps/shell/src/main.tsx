import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { readConfig } from './config';
import { createSessionApi } from './session/createSessionApi';
import { registerServiceWorker } from './registerServiceWorker';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App api={createSessionApi(readConfig())} />
      </BrowserRouter>
    </StrictMode>,
  );
}
registerServiceWorker();
