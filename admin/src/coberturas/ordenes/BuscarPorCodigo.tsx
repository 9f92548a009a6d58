import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { CoberturaLeida } from '../../contratos';
import { CampoFecha } from '../../comun/CampoFecha';
import { useComando } from '../../comun/useComando';
import { formatearFecha } from '../../formato';
import { DialogoHistorialCobertura } from './DialogoHistorialCobertura';
import { etiquetaFormato } from './etiquetas';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';

const NO_ENCONTRADA = 'No se encontró una Autorización con este código';
const columnas = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } as const;

/** Variant A of /gestion-ordenes: find by code, adjust pool and/or expiry with a reason, cancel, dismiss. */
export const BuscarPorCodigo = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  // `?codigo=` opens that order or authorization (the audit's link to its record, issue 27 item 10).
  const [parametros] = useSearchParams();
  const [codigo, setCodigo] = useState(parametros.get('codigo') ?? '');
  const [cobertura, setCobertura] = useState<CoberturaLeida | null>(null);
  const [bolsa, setBolsa] = useState('');
  const [vencimiento, setVencimiento] = useState('');
  const [motivo, setMotivo] = useState('');
  const [faltaMotivo, setFaltaMotivo] = useState(false);
  const [historial, setHistorial] = useState(false);

  const cargar = (c: CoberturaLeida | null) => {
    setCobertura(c);
    setBolsa(c ? String(c.bolsa) : '');
    setVencimiento(c?.fechaVencimiento ?? '');
    setMotivo('');
    setFaltaMotivo(false);
  };
  const buscar = useMutation({
    mutationFn: () => dataProvider.buscarCoberturaPorCodigo(codigo),
    onSuccess: (c) => {
      cargar(c);
      if (!c) notify(NO_ENCONTRADA, { type: 'warning' });
    },
    onError: (e) => notify(e.message || NO_ENCONTRADA, { type: 'error' }),
  });
  useEffect(() => {
    if (parametros.get('codigo')) buscar.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const recargar = async () => cobertura && cargar(await dataProvider.obtenerCobertura(cobertura.id));

  const cambios = () => {
    const c: { bolsa?: number; fechaVencimiento?: string; motivo: string } = { motivo: motivo.trim() };
    if (cobertura && bolsa.trim() !== '' && Number(bolsa) !== cobertura.bolsa) c.bolsa = Number(bolsa);
    if (cobertura && vencimiento && vencimiento !== cobertura.fechaVencimiento) c.fechaVencimiento = vencimiento;
    return c;
  };
  // What the adjustment changes, read back before it is made (issue 27 item 10): 'Saldo en bolsa: de 1 a 4'.
  const resumenAjuste = () => {
    if (!cobertura) return '';
    const c = cambios();
    const partes: string[] = [];
    if (c.bolsa !== undefined) partes.push(`Saldo en bolsa: de ${cobertura.bolsa} a ${c.bolsa}`);
    if (c.fechaVencimiento !== undefined)
      partes.push(`Vencimiento: de ${formatearFecha(cobertura.fechaVencimiento) || 'sin vigencia'} a ${formatearFecha(c.fechaVencimiento)}`);
    return `${etiquetaFormato(cobertura.formato)} ${cobertura.codigo}. ${partes.length ? partes.join('. ') : 'Sin cambios en el saldo ni en el vencimiento'}. Motivo: ${c.motivo}`;
  };
  const ajustar = useComando({
    ejecutar: () => dataProvider.ajustarCobertura(cobertura!.id, cambios()),
    confirmar: { titulo: '¿Ajustar la bolsa?', contenido: resumenAjuste(), boton: 'Ajustar', volver: 'Volver' },
    errorPorDefecto: 'Error al ajustar',
    alTerminar: () => void recargar(),
  });
  const cancelar = useComando({
    ejecutar: () => dataProvider.cancelarCobertura(cobertura!.id),
    confirmar: {
      titulo: `Cancelar ${cobertura ? etiquetaFormato(cobertura.formato).toLowerCase() : ''}`,
      contenido: `¿Cancelar ${cobertura ? `${etiquetaFormato(cobertura.formato).toLowerCase()} ${cobertura.codigo}` : ''}?`,
      // Two buttons both reading 'CANCELAR' left the user guessing (issue 28): the confirming one names the action.
      boton: `Cancelar ${cobertura ? etiquetaFormato(cobertura.formato).toLowerCase() : ''}`,
      volver: 'Volver',
    },
    alTerminar: () => void recargar(),
  });

  return (
    <Paper data-seccion="buscar-por-codigo" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h6">Buscar por código</Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        onSubmit={(e) => {
          e.preventDefault();
          if (codigo.trim()) buscar.mutate();
        }}
      >
        <TextField
          size="small"
          label="Código de la autorización"
          name="codigo"
          value={codigo}
          onChange={(e) => setCodigo(e.target.value)}
          sx={{ minWidth: 320 }}
        />
        <MuiButton type="submit" variant="contained" disabled={!codigo.trim() || buscar.isPending}>
          Buscar
        </MuiButton>
      </Box>
      {cobertura && (
        <Box data-cobertura={cobertura.codigo} sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="subtitle1">
            {etiquetaFormato(cobertura.formato)} {cobertura.codigo} {cobertura.estado !== 1 && '(CANCELADA)'}
          </Typography>
          <Box sx={columnas}>
            <TextField size="small" label="Paciente" value={cobertura.pacienteNombre} slotProps={{ input: { readOnly: true } }} />
            <TextField size="small" label="Entidad" value={cobertura.nombreCliente ?? cobertura.entidadNombre} slotProps={{ input: { readOnly: true } }} />
            <TextField size="small" label="Fecha de expedición" value={formatearFecha(cobertura.fecha)} slotProps={{ input: { readOnly: true } }} />
            <CampoFecha size="small" label="Fecha de vencimiento" name="fechaVencimiento" value={vencimiento} onChange={setVencimiento} />
            <TextField
              size="small"
              label="Saldo en bolsa"
              name="bolsa"
              type="number"
              value={bolsa}
              onChange={(e) => setBolsa(e.target.value)}
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <TextField
              size="small"
              required
              label="Motivo del ajuste"
              name="motivo"
              value={motivo}
              error={faltaMotivo}
              helperText={faltaMotivo ? 'Escriba el motivo del ajuste' : undefined}
              onChange={(e) => {
                setMotivo(e.target.value);
                setFaltaMotivo(false);
              }}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <MuiButton
              variant="contained"
              data-accion="ajustar"
              disabled={ajustar.enCurso || cobertura.estado !== 1}
              onClick={() => (motivo.trim() ? ajustar.pedir() : setFaltaMotivo(true))}
            >
              Ajustar
            </MuiButton>
            <MuiButton data-accion="historial" onClick={() => setHistorial(true)}>
              Historial
            </MuiButton>
            <MuiButton data-accion="descartar" onClick={() => cargar(null)}>
              Descartar
            </MuiButton>
            {/* The destructive action apart from the everyday ones, and not a red button beside 'Ajustar' (issue 27 item 10). */}
            <MuiButton
              color="error"
              variant="outlined"
              data-accion="cancelar"
              disabled={cancelar.enCurso || cobertura.estado !== 1}
              onClick={cancelar.pedir}
              sx={{ ml: 'auto' }}
            >
              Cancelar {etiquetaFormato(cobertura.formato).toLowerCase()}
            </MuiButton>
          </Box>
          {ajustar.dialogo}
          {cancelar.dialogo}
          {historial && <DialogoHistorialCobertura id={cobertura.id} codigo={cobertura.codigo} onCerrar={() => setHistorial(false)} />}
        </Box>
      )}
    </Paper>
  );
};
