import { Route } from 'react-router';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { authProvider } from './acceso/authProvider';
import { RaizLogin } from './acceso/RaizLogin';
import { proveedorI18n } from './i18n/proveedorI18n';
import { dataProvider } from './proveedor-datos/dataProvider';
import { RECURSOS } from './rutas/recursos';
import { rutasConDisposicion } from './rutas/rutasAplicacion';
import { Disposicion } from './shell/Disposicion';
import { NoEncontrada } from './shell/NoEncontrada';
import { PantallaCargando } from './shell/PantallaCargando';
import { tema } from './shell/tema';

// List preferences stay in memory: writing them to localStorage would fire `storage` events in the
// other tabs, and those close the session there (spec 3 §6).
const almacen = memoryStore();

export const App = () => (
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={proveedorI18n}
    layout={Disposicion}
    loginPage={false}
    catchAll={NoEncontrada}
    loading={PantallaCargando}
    store={almacen}
    theme={tema}
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/" element={<RaizLogin />} />
      <Route path="/login" element={<RaizLogin />} />
    </CustomRoutes>
    {RECURSOS.map((r) => (
      <Resource key={r.nombre} name={r.nombre} recordRepresentation={r.representacion} />
    ))}
    <CustomRoutes>{rutasConDisposicion()}</CustomRoutes>
  </Admin>
);
