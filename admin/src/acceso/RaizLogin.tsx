import { Navigate } from 'react-admin';
import { PaginaLogin } from './PaginaLogin';
import { haySesion, leerInicio } from './sesion';

/** `/` and `/login`: the login form, or the landing of the signed-in user. */
export const RaizLogin = () => (haySesion() ? <Navigate to={leerInicio()} replace /> : <PaginaLogin />);
