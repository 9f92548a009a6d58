import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, TopToolbar } from 'react-admin';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { DialogoNuevaEps } from './DialogoNuevaEps';

/** 'Nueva aseguradora' and 'Exportar a Excel', above the table. */
export const AccionesListaEps = () => {
  const [nuevaAbierta, setNuevaAbierta] = useState(false);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <Button label="resources.coberturas/textos.nuevaAseguradora" variant="contained" onClick={() => setNuevaAbierta(true)}>
        <AddIcon />
      </Button>
      <BotonExportar recurso="eps" />
      <DialogoNuevaEps abierto={nuevaAbierta} onCerrar={() => setNuevaAbierta(false)} />
    </TopToolbar>
  );
};
