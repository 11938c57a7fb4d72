import '@fontsource-variable/inter';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from './features/session/query-client';
import { router } from './router';

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Below the 4rem top bar on every width, so a toast never covers the header (issue 21). */}
      <Toaster position="top-center" offset={{ top: 72 }} mobileOffset={{ top: 72 }} richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
