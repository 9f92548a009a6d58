import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider } from 'react-admin';
import { CampoFecha } from '../comun/CampoFecha';
import { hoyDelServidor } from '../comun/reloj';
import type { MotivoHistoriaLeido } from '../contratos';
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { contador, DialogoEntrada } from './DialogoEntrada';
import { FormularioMovil } from './movil/FormularioMovil';
import { BarraSeccion, SinRegistros } from './Seccion';
import { useEntrada, useSeccion } from './useHistoria';

/** 'Nuevo motivo de consulta', in the desktop's modal or, on a phone, full screen with taller text areas. */
export const NuevoMotivo = ({ pacienteId, onCerrar, movil = false }: { pacienteId: string; onCerrar: () => void; movil?: boolean }) => {
  const [motivo, setMotivo] = useState('');
  const [observaciones, setObservaciones] = useState('');
  const guardar = useEntrada(pacienteId, (dp, d: { motivo: string; observaciones: string }) => dp.registrarMotivoHistoria(pacienteId, d), onCerrar);
  const Marco = movil ? FormularioMovil : DialogoEntrada;
  return (
    <Marco
      titulo="Nuevo motivo de consulta"
      onCerrar={onCerrar}
      enviando={guardar.isPending}
      faltante={!motivo.trim() ? 'Escriba el motivo de consulta' : !observaciones.trim() ? 'Escriba las observaciones' : null}
      onGuardar={() => guardar.mutate({ motivo, observaciones })}
    >
      <TextField
        name="motivo"
        label="Motivo de consulta"
        required
        multiline
        minRows={movil ? 4 : 3}
        value={motivo}
        onChange={(e) => setMotivo(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        helperText={contador(motivo, 500)}
      />
      <TextField
        name="observaciones"
        label="Observaciones"
        required
        multiline
        minRows={movil ? 3 : 2}
        value={observaciones}
        onChange={(e) => setObservaciones(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        helperText={contador(observaciones, 500)}
      />
    </Marco>
  );
};

const hoyIso = hoyDelServidor;

const VerificarMotivo = ({ pacienteId, motivo, onCerrar }: { pacienteId: string; motivo: MotivoHistoriaLeido; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { data: terminos = [] } = useQuery({ queryKey: ['terminos-motivo'], queryFn: () => dataProvider.terminosMotivo() });
  const [fecha, setFecha] = useState(hoyIso);
  const [elegidos, setElegidos] = useState<{ id: string; descripcion: string }[]>([]);
  const [observaciones, setObservaciones] = useState('');
  const guardar = useEntrada(
    pacienteId,
    (dp, d: { fecha: string; terminos: string[]; observaciones: string }) => dp.verificarMotivo(pacienteId, motivo.id, d),
    onCerrar,
  );
  const faltante = !fecha ? 'Indique la fecha' : elegidos.length === 0 ? 'Elija al menos un término' : null;
  return (
    <DialogoEntrada
      titulo="Verificar motivo de consulta"
      onCerrar={onCerrar}
      enviando={guardar.isPending}
      faltante={faltante}
      onGuardar={() => guardar.mutate({ fecha, terminos: elegidos.map((t) => t.id), observaciones })}
    >
      <Typography variant="body2">{motivo.motivo}</Typography>
      <CampoFecha name="fecha" label="Fecha" required value={fecha} onChange={setFecha} />
      <Autocomplete
        multiple
        size="small"
        options={terminos.map((t) => ({ id: t.id, descripcion: t.descripcion }))}
        value={elegidos}
        getOptionLabel={(t) => t.descripcion}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, v) => setElegidos(v)}
        noOptionsText="Sin coincidencias"
        renderInput={(params) => <TextField {...params} name="terminos" label="Motivos" required />}
      />
      <TextField
        name="observaciones"
        label="Observaciones"
        multiline
        minRows={2}
        value={observaciones}
        onChange={(e) => setObservaciones(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        helperText={contador(observaciones, 500)}
      />
    </DialogoEntrada>
  );
};

const DetalleMotivo = ({ motivo, onCerrar }: { motivo: MotivoHistoriaLeido; onCerrar: () => void }) => (
  <DialogoEntrada titulo="Motivo de consulta" onCerrar={onCerrar}>
    <Typography>{motivo.motivo}</Typography>
    {motivo.observaciones && <Typography color="text.secondary">{motivo.observaciones}</Typography>}
    {motivo.verificacion && (
      <>
        <Typography variant="subtitle2">
          Verificado el {formatearFecha(motivo.verificacion.fecha)} por {motivo.verificacion.terapeuta}
        </Typography>
        <Typography>{motivo.verificacion.terminos.map((t) => t.descripcion).join(', ')}</Typography>
        {motivo.verificacion.observaciones && <Typography color="text.secondary">{motivo.verificacion.observaciones}</Typography>}
      </>
    )}
  </DialogoEntrada>
);

/** Tab 1: consultation reasons (those of intake too), new, view, and verify a 'Por verificar' one. */
export const PestanaMotivos = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'motivos', (dp) => dp.motivosHistoria(pacienteId));
  const [nuevo, setNuevo] = useState(false);
  const [abierto, setAbierto] = useState<MotivoHistoriaLeido | null>(null);
  return (
    <>
      <BarraSeccion titulo="Motivos de consulta" activo={activo} etiqueta="Nuevo motivo" onNuevo={() => setNuevo(true)} />
      {!isPending && data.length === 0 ? (
        <SinRegistros />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Fecha</TableCell>
              <TableCell>Motivo</TableCell>
              <TableCell>Registró</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{formatearFecha(m.fecha)}</TableCell>
                <TableCell>{m.motivo}</TableCell>
                <TableCell>{m.terapeuta}</TableCell>
                <TableCell>
                  {m.estado === 1 ? <Chip size="small" color="success" label="Verificado" /> : <Chip size="small" color="warning" label="Por verificar" />}
                </TableCell>
                <TableCell>
                  <Button size="small" data-accion={m.estado === 1 || !activo ? 'ver' : 'verificar'} onClick={() => setAbierto(m)}>
                    {m.estado === 1 || !activo ? 'Ver' : 'Verificar'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {nuevo && <NuevoMotivo pacienteId={pacienteId} onCerrar={() => setNuevo(false)} />}
      {abierto &&
        (abierto.estado === 1 || !activo ? (
          <DetalleMotivo motivo={abierto} onCerrar={() => setAbierto(null)} />
        ) : (
          <VerificarMotivo pacienteId={pacienteId} motivo={abierto} onCerrar={() => setAbierto(null)} />
        ))}
    </>
  );
};
