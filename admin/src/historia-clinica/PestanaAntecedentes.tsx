import { useState } from 'react';
import Paper from '@mui/material/Paper';
import { required, SelectInput, TextInput, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import type { RegistrarAntecedenteSolicitud } from '../../../libs/src/historia-clinica/contrato';
import { TIPOS_ANTECEDENTE } from '../contratos';
import { formatearFecha } from '../formato';
import { DialogoEntrada } from './DialogoEntrada';
import { falta } from './faltantes';
import { FormularioMovil } from './movil/FormularioMovil';
import { BarraSeccion, SinRegistros } from './Seccion';
import { TextoConContador } from './TextoConContador';
import { useEntrada, useSeccion } from './useHistoria';

const texto = (v: unknown) => String(v ?? '');

/** 'Nuevo antecedente': type, description and observation, in the desktop's modal or full screen on a phone. */
export const NuevoAntecedente = ({ pacienteId, onCerrar, movil = false }: { pacienteId: string; onCerrar: () => void; movil?: boolean }) => {
  const t = useTranslate();
  const entrada = useEntrada(pacienteId, (dp, d: RegistrarAntecedenteSolicitud) => dp.registrarAntecedente(pacienteId, d), onCerrar);
  const Marco = movil ? FormularioMovil : DialogoEntrada;
  return (
    <Marco
      titulo={t('resources.historia-antecedentes.nuevo')}
      {...(movil ? {} : { ancho: 'md' as const })}
      onCerrar={onCerrar}
      formulario={{
        recurso: 'historia-antecedentes',
        valores: { tipo: '', descripcion: '', observacion: '' },
        guardar: (v) => entrada.guardar({ tipo: Number(v.tipo), descripcion: texto(v.descripcion), observacion: texto(v.observacion) }),
        enviando: entrada.enviando,
        faltante: (v) =>
          !v.tipo ? falta('tipo') : !texto(v.descripcion).trim() ? falta('descripcion') : !texto(v.observacion).trim() ? falta('observacion') : null,
      }}
    >
      <SelectInput
        source="tipo"
        choices={TIPOS_ANTECEDENTE.map((o) => ({ id: o.codigo, name: o.nombre }))}
        validate={required()}
        fullWidth
        {...(movil ? { slotProps: { select: { MenuProps: { sx: { '& .MuiMenuItem-root': { minHeight: 48 } } } } } } : {})}
      />
      <TextInput source="descripcion" validate={required()} fullWidth />
      <TextoConContador source="observacion" maximo={30000} minRows={movil ? 5 : 4} validate={required()} />
    </Marco>
  );
};

/** Tab 2: background, grouped by its five types. */
export const PestanaAntecedentes = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'antecedentes', (dp) => dp.antecedentesHistoria(pacienteId));
  const [nuevo, setNuevo] = useState(false);
  return (
    <>
      <BarraSeccion
        titulo="resources.historia-clinica.pestanas.antecedentes"
        activo={activo}
        etiqueta="resources.historia-antecedentes.nuevo"
        onNuevo={() => setNuevo(true)}
      />
      {!isPending && data.length === 0 && <SinRegistros />}
      {TIPOS_ANTECEDENTE.map((t) => {
        const delTipo = data.filter((a) => a.tipo === t.codigo);
        return delTipo.length ? (
          <Paper key={t.codigo} variant="outlined" sx={{ p: 2, mb: 1 }} data-tipo-antecedente={t.codigo}>
            <Typography variant="subtitle1">{t.nombre}</Typography>
            {delTipo.map((a) => (
              <div key={a.id}>
                <Typography variant="body2">
                  <strong>{a.descripcion}</strong> · {formatearFecha(a.fecha)} · {a.terapeuta}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {a.observacion}
                </Typography>
              </div>
            ))}
          </Paper>
        ) : null;
      })}
      {nuevo && <NuevoAntecedente pacienteId={pacienteId} onCerrar={() => setNuevo(false)} />}
    </>
  );
};
