import { useState } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import { Button } from 'react-admin';
import { DialogoHistorialEps } from './DialogoHistorialEps';
import type { Eps } from './opcionesEps';

export const BotonHistorialEps = ({ eps }: { eps: Eps }) => {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button
        label="resources.coberturas/textos.historial"
        onClick={(e) => {
          e.stopPropagation();
          setAbierto(true);
        }}
      >
        <HistoryIcon />
      </Button>
      {abierto && <DialogoHistorialEps eps={eps} onCerrar={() => setAbierto(false)} />}
    </>
  );
};
