import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { appContainer } from './app/takeOver';
import './index.css';

// A prerendered page stays on screen until the app's own first screen takes its place.
createRoot(appContainer(document.getElementById('root')!)).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
