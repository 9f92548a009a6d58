import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Form, NumberInput, required, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CoberturaLeida } from '../../contratos';
import { EntradaFecha } from '../../comun/CampoFecha';
import { useComando } from '../../comun/useComando';
import { formatearFecha } from '../../formato';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { DialogoHistorialCobertura } from './DialogoHistorialCobertura';
import { etiquetaFormato } from './etiquetas';

const R = 'resources.coberturas/gestion';
const NO_ENCONTRADA = 'No se encontró una Autorización con este código';
const columnas = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } as const;
const motivoObligatorio = [required(`${R}.faltaMotivo`)];

interface Ajuste {
  bolsa?: number | string | null;
  fechaVencimiento?: string | null;
  motivo?: string | null;
}

/** What the adjustment changes against the coverage as read: only the pool and expiry that differ, and the reason. */
const cambiosDe = (cobertura: CoberturaLeida, v: Ajuste) => {
  const c: { bolsa?: number; fechaVencimiento?: string; motivo: string } = { motivo: String(v.motivo ?? '').trim() };
  if (v.bolsa !== null && v.bolsa !== undefined && String(v.bolsa).trim() !== '' && Number(v.bolsa) !== cobertura.bolsa) c.bolsa = Number(v.bolsa);
  if (v.fechaVencimiento && v.fechaVencimiento !== cobertura.fechaVencimiento) c.fechaVencimiento = v.fechaVencimiento;
  return c;
};

/** The adjustment read back before it is made (issue 27 item 10): 'Saldo en bolsa: de 1 a 4'. */
const resumenAjuste = (cobertura: CoberturaLeida, v: Ajuste) => {
  const c = cambiosDe(cobertura, v);
  const partes: string[] = [];
  if (c.bolsa !== undefined) partes.push(`Saldo en bolsa: de ${cobertura.bolsa} a ${c.bolsa}`);
  if (c.fechaVencimiento !== undefined)
    partes.push(`Vencimiento: de ${formatearFecha(cobertura.fechaVencimiento) || 'sin vigencia'} a ${formatearFecha(c.fechaVencimiento)}`);
  return `${etiquetaFormato(cobertura.formato)} ${cobertura.codigo}. ${partes.length ? partes.join('. ') : 'Sin cambios en el saldo ni en el vencimiento'}. Motivo: ${c.motivo}`;
};

/** Variant A of /gestion-ordenes: find by code, adjust pool and/or expiry with a reason, cancel, dismiss. */
export const BuscarPorCodigo = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  // `?codigo=` opens that order or authorization (the audit's link to its record, issue 27 item 10).
  const [parametros] = useSearchParams();
  const [codigo, setCodigo] = useState(parametros.get('codigo') ?? '');
  /** The coverage found, and how many times it was read: each read starts the adjustment form over. */
  const [leida, setLeida] = useState<{ cobertura: CoberturaLeida; vez: number } | null>(null);
  const [porAjustar, setPorAjustar] = useState<Ajuste>({});
  const [historial, setHistorial] = useState(false);
  const cobertura = leida?.cobertura ?? null;

  const cargar = (c: CoberturaLeida | null) => setLeida((antes) => (c ? { cobertura: c, vez: (antes?.vez ?? 0) + 1 } : null));
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
  const iniciales = useMemo(() => ({ bolsa: cobertura?.bolsa ?? null, fechaVencimiento: cobertura?.fechaVencimiento ?? '', motivo: '' }), [cobertura]);

  const ajustar = useComando({
    ejecutar: () => dataProvider.ajustarCobertura(cobertura!.id, cambiosDe(cobertura!, porAjustar)),
    confirmar: { titulo: '¿Ajustar la bolsa?', contenido: cobertura ? resumenAjuste(cobertura, porAjustar) : '', boton: 'Ajustar', volver: 'Volver' },
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
      <Typography variant="h6">{t(`${R}.titulo`)}</Typography>
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
          label={t(`${R}.fields.codigo`)}
          name="codigo"
          value={codigo}
          onChange={(e) => setCodigo(e.target.value)}
          sx={{ minWidth: 320 }}
        />
        <MuiButton type="submit" variant="contained" disabled={!codigo.trim() || buscar.isPending}>
          {t('ra.action.search')}
        </MuiButton>
      </Box>
      {leida && cobertura && (
        <Box data-cobertura={cobertura.codigo} sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="subtitle1">
            {etiquetaFormato(cobertura.formato)} {cobertura.codigo} {cobertura.estado !== 1 && '(CANCELADA)'}
          </Typography>
          <Form
            key={leida.vez}
            defaultValues={iniciales}
            resource="coberturas/gestion"
            noValidate
            disableInvalidFormNotification
            onSubmit={(v: Record<string, unknown>) => {
              setPorAjustar(v as Ajuste);
              ajustar.pedir();
            }}
          >
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Box sx={columnas}>
                <TextField size="small" label={t(`${R}.fields.paciente`)} value={cobertura.pacienteNombre} slotProps={{ input: { readOnly: true } }} />
                <TextField
                  size="small"
                  label={t(`${R}.fields.entidad`)}
                  value={cobertura.nombreCliente ?? cobertura.entidadNombre}
                  slotProps={{ input: { readOnly: true } }}
                />
                <TextField size="small" label={t(`${R}.fields.fecha`)} value={formatearFecha(cobertura.fecha)} slotProps={{ input: { readOnly: true } }} />
                <EntradaFecha source="fechaVencimiento" label={`${R}.fields.fechaVencimiento`} />
                <NumberInput source="bolsa" min={0} helperText={false} />
                <TextInput source="motivo" validate={motivoObligatorio} helperText={false} />
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <MuiButton type="submit" variant="contained" data-accion="ajustar" disabled={ajustar.enCurso || cobertura.estado !== 1}>
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
            </Box>
          </Form>
          {ajustar.dialogo}
          {cancelar.dialogo}
          {historial && <DialogoHistorialCobertura id={cobertura.id} codigo={cobertura.codigo} onCerrar={() => setHistorial(false)} />}
        </Box>
      )}
    </Paper>
  );
};
