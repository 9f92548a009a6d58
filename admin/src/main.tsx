import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';

// Real paths (/mantenimiento/mantenimientoEps), not react-admin's default hash router: the specs' routes are deep links.
const enrutador = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={enrutador} />
  </StrictMode>,
);
