import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

// The router (its route table flattened and ranked, the first match and the lazy route modules
// asked for) is made in a task of its own, after the one that ran this bundle's modules (React,
// MUI, the theme): two tasks of about half the length instead of one that kept the page from
// answering input for longer.
setTimeout(() => {
  const router = createAppRouter();
  // A transition: React renders the first screen in short slices (index.html's placeholder stays
  // painted meanwhile) rather than in one task that keeps the page from answering input.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}, 0);
