import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { required, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import type { ActualizarDiagnosticoSolicitud, RegistrarImpresionSolicitud } from '../../../libs/src/historia-clinica/contrato';
import { conPunto, type ImpresionLeida } from '../contratos';
import { formatearFecha } from '../formato';
import { DialogoEntrada } from './DialogoEntrada';
import { falta } from './faltantes';
import { BarraSeccion, SinRegistros } from './Seccion';
import { TextoConContador } from './TextoConContador';
import { codigos, SelectorDiagnosticos, type Diagnostico } from './SelectorDiagnosticos';
import { useEntrada, useSeccion } from './useHistoria';

const deImpresion = (i: ImpresionLeida, sistema: 'cie10' | 'dsm'): Diagnostico[] =>
  i.diagnosticos
    .filter((d) => d.sistema === sistema)
    .map((d) => ({ codigo: d.codigo, etiqueta: sistema === 'cie10' ? `${conPunto(d.codigo)} ${d.descripcion}` : d.descripcion }));

const NuevaImpresion = ({ pacienteId, onCerrar }: { pacienteId: string; onCerrar: () => void }) => {
  const t = useTranslate();
  const entrada = useEntrada(pacienteId, (dp, d: RegistrarImpresionSolicitud) => dp.registrarImpresion(pacienteId, d), onCerrar);
  return (
    <DialogoEntrada
      titulo={t('resources.historia-impresiones.nueva')}
      ancho="md"
      onCerrar={onCerrar}
      formulario={{
        recurso: 'historia-impresiones',
        valores: { descripcion: '', cie10: [], dsm: [] },
        guardar: (v) => entrada.guardar({ descripcion: String(v.descripcion ?? ''), cie10: codigos(v.cie10), dsm: codigos(v.dsm) }),
        enviando: entrada.enviando,
        faltante: (v) => (String(v.descripcion ?? '').trim() ? null : falta('impresion')),
      }}
    >
      <TextoConContador source="descripcion" maximo={30000} minRows={5} validate={required()} />
      <SelectorDiagnosticos sistema="cie10" source="cie10" />
      <SelectorDiagnosticos sistema="dsm" source="dsm" />
    </DialogoEntrada>
  );
};

const ActualizarDiagnostico = ({ pacienteId, impresion, onCerrar }: { pacienteId: string; impresion: ImpresionLeida; onCerrar: () => void }) => {
  const t = useTranslate();
  const entrada = useEntrada(
    pacienteId,
    (dp, d: ActualizarDiagnosticoSolicitud) => dp.actualizarDiagnostico(pacienteId, d),
    onCerrar,
    'ERROR AL ACTUALIZAR DX',
  );
  return (
    <DialogoEntrada
      titulo={t('resources.historia-impresiones.actualizar')}
      ancho="md"
      onCerrar={onCerrar}
      formulario={{
        recurso: 'historia-impresiones',
        valores: { cie10: deImpresion(impresion, 'cie10'), dsm: deImpresion(impresion, 'dsm') },
        guardar: (v) => entrada.guardar({ impresionId: impresion.id, cie10: codigos(v.cie10), dsm: codigos(v.dsm) }),
        enviando: entrada.enviando,
      }}
    >
      <SelectorDiagnosticos sistema="cie10" source="cie10" />
      <SelectorDiagnosticos sistema="dsm" source="dsm" />
    </DialogoEntrada>
  );
};

/** Tab 3: general impression (anamnesis) with its CIE-10 and DSM-IV diagnoses; the diagnosis list can be updated. */
export const PestanaImpresion = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'impresiones', (dp) => dp.impresionesHistoria(pacienteId));
  const [nueva, setNueva] = useState(false);
  const [editando, setEditando] = useState<ImpresionLeida | null>(null);
  return (
    <>
      <BarraSeccion
        titulo="resources.historia-clinica.pestanas.impresion"
        activo={activo}
        etiqueta="resources.historia-impresiones.boton"
        onNuevo={() => setNueva(true)}
      />
      {!isPending && data.length === 0 && <SinRegistros />}
      {data.map((i) => (
        <Paper key={i.id} variant="outlined" sx={{ p: 2, mb: 1 }}>
          <Typography variant="caption">
            {formatearFecha(i.fecha)} · {i.terapeuta}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>
            {i.descripcion}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {i.diagnosticos.map((d) => (
              <Chip
                key={`${d.sistema}-${d.codigo}`}
                size="small"
                label={d.sistema === 'cie10' ? `${conPunto(d.codigo)} ${d.descripcion}` : `DSM ${d.descripcion}`}
              />
            ))}
            {activo && (
              <Button size="small" onClick={() => setEditando(i)}>
                Actualizar diagnóstico
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
      {nueva && <NuevaImpresion pacienteId={pacienteId} onCerrar={() => setNueva(false)} />}
      {editando && <ActualizarDiagnostico pacienteId={pacienteId} impresion={editando} onCerrar={() => setEditando(null)} />}
    </>
  );
};
