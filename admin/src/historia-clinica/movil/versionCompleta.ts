import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

const CLAVE = 'avanti.historia.versionCompleta';

/** The mobile screen's deep link, keeping the chosen patient. */
export const rutaHistoriaMovil = (pacienteId: string | null) =>
  `/historiaClinica/historia-movil${pacienteId ? `?paciente=${encodeURIComponent(pacienteId)}` : ''}`;

/** The desktop screen's deep link, keeping the chosen patient. */
export const rutaHistoriaCompleta = (pacienteId: string | null) =>
  `/historiaClinica/historia${pacienteId ? `?paciente=${encodeURIComponent(pacienteId)}` : ''}`;

/** 'Ver versión completa' was chosen in this tab: the desktop history stops sending this phone to the mobile screen. */
export const elegirVersionCompleta = () => {
  try {
    sessionStorage.setItem(CLAVE, '1');
  } catch {
    // storage disabled: the link still opens the full history once
  }
};

const prefiereVersionCompleta = () => {
  try {
    return sessionStorage.getItem(CLAVE) === '1';
  } catch {
    return false;
  }
};

/** True on a phone-wide viewport (below MUI's 'sm', 600 px) unless the user asked for the full version. */
export const useEnviarAVersionMovil = (): boolean => {
  const theme = useTheme();
  const angosta = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return angosta && !prefiereVersionCompleta();
};
