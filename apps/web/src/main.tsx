import { startTransition, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { APP_FONT_STYLESHEET } from '@portal/shared/core';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { whenIdle } from './lib/when-idle';
import './index.css';

function App() {
  const [router] = useState(createRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

// The app's Inter (index.css names it): the self-hosted files the public pages use, from the server (/fonts/app.css).
// Inserted by script, the stylesheet never holds the first paint back; its faces swap in when they arrive.
const appFont = document.createElement('link');
appFont.rel = 'stylesheet';
appFont.href = APP_FONT_STYLESHEET;
document.head.append(appFont);

// The technician's offline app shell (issue 26): production builds only, loaded once the page is idle after its first
// paint, so the login's entry chunk carries none of it and its download never delays the login form.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () =>
    whenIdle(() => void import('./app/service-worker').then((sw) => sw.registerServiceWorker())),
  );
}

// A transition: React renders the first screen in short slices rather than one long task, so a slow phone's main
// thread stays responsive meanwhile (index.html's loading screen is already on the page).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
