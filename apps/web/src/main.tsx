import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStore } from './lib/session-store';
import { watchEntitlements } from './lib/watch-entitlements';
import { createAppRouter, createQueryClient } from './router';
import './styles.css';

// Before the first render, so a visitor without a saved session is signed out at once.
sessionStore.start();

const queryClient = createQueryClient();
watchEntitlements(queryClient);
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
