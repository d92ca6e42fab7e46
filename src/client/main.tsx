import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startRouter } from './app/router.tsx';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Not a top-level await: the first page's module imports this entry's chunk, which could then
// never finish loading.
void startRouter().then(({ router, hydrated }) => {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrated) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
