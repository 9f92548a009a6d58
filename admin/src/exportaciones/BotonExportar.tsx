import { useContext } from 'react';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import { Button, ListContext } from 'react-admin';
import { ProgresoExportacion } from './ProgresoExportacion';
import { useExportacion } from './useExportacion';

/**
 * Exports what a list shows (its current filter) to a spreadsheet rendered by the server, with the
 * progress of the job, and downloads the file when it is ready.
 */
export const BotonExportar = ({
  recurso,
  etiqueta = 'resources.exportaciones.exportar',
  filtro,
}: {
  recurso: string;
  etiqueta?: string;
  /** Defaults to the filter of the surrounding list. */
  filtro?: Record<string, unknown>;
}) => {
  const lista = useContext(ListContext);
  const { seguimiento, enCurso, exportar, descargar } = useExportacion(recurso);
  const filtroActual = filtro ?? lista?.filterValues ?? {};

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Button label={etiqueta} onClick={() => void exportar(filtroActual)} disabled={enCurso}>
        <FileDownloadIcon />
      </Button>
      {seguimiento && <ProgresoExportacion seguimiento={seguimiento} onDescargar={() => seguimiento.id !== null && void descargar(seguimiento.id)} />}
    </Box>
  );
};
