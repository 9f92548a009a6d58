import ConstructionIcon from '@mui/icons-material/Construction';
import { AvisoPantalla } from './AvisoPantalla';

/** The page of a screen of the specs that is not built yet: never a blank page. */
export const EnConstruccion = ({ nombre }: { nombre: string }) => (
  <AvisoPantalla testId="en-construccion" icono={<ConstructionIcon fontSize="large" />} titulo={nombre} texto="Esta pantalla está en construcción." />
);
