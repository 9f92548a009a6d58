import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AutocompleteArrayInput, required, useDataProvider, useTranslate } from 'react-admin';
import type { RegistrarMotivoSolicitud, VerificarMotivoSolicitud } from '../../../libs/src/historia-clinica/contrato';
import { EntradaFecha } from '../comun/CampoFecha';
import { hoyDelServidor } from '../comun/reloj';
import type { MotivoHistoriaLeido } from '../contratos';
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { DialogoEntrada } from './DialogoEntrada';
import { falta } from './faltantes';
import { FormularioMovil } from './movil/FormularioMovil';
import { BarraSeccion, Encabezados, SinRegistros } from './Seccion';
import { TextoConContador } from './TextoConContador';
import { useEntrada, useSeccion } from './useHistoria';

const texto = (v: unknown) => String(v ?? '');

/** 'Nuevo motivo de consulta', in the desktop's modal or, on a phone, full screen with taller text areas. */
export const NuevoMotivo = ({ pacienteId, onCerrar, movil = false }: { pacienteId: string; onCerrar: () => void; movil?: boolean }) => {
  const t = useTranslate();
  const entrada = useEntrada(pacienteId, (dp, d: RegistrarMotivoSolicitud) => dp.registrarMotivoHistoria(pacienteId, d), onCerrar);
  const Marco = movil ? FormularioMovil : DialogoEntrada;
  return (
    <Marco
      titulo={t('resources.historia-motivos.nuevo')}
      onCerrar={onCerrar}
      formulario={{
        recurso: 'historia-motivos',
        valores: { motivo: '', observaciones: '' },
        guardar: (v) => entrada.guardar({ motivo: texto(v.motivo), observaciones: texto(v.observaciones) }),
        enviando: entrada.enviando,
        faltante: (v) => (!texto(v.motivo).trim() ? falta('motivo') : !texto(v.observaciones).trim() ? falta('observaciones') : null),
      }}
    >
      <TextoConContador source="motivo" maximo={500} minRows={movil ? 4 : 3} validate={required()} />
      <TextoConContador source="observaciones" maximo={500} minRows={movil ? 3 : 2} validate={required()} />
    </Marco>
  );
};

const VerificarMotivo = ({ pacienteId, motivo, onCerrar }: { pacienteId: string; motivo: MotivoHistoriaLeido; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { data: terminos = [] } = useQuery({ queryKey: ['terminos-motivo'], queryFn: () => dataProvider.terminosMotivo() });
  const entrada = useEntrada(pacienteId, (dp, d: VerificarMotivoSolicitud) => dp.verificarMotivo(pacienteId, motivo.id, d), onCerrar);
  return (
    <DialogoEntrada
      titulo={t('resources.historia-verificaciones.titulo')}
      onCerrar={onCerrar}
      formulario={{
        recurso: 'historia-verificaciones',
        valores: { fecha: hoyDelServidor(), terminos: [], observaciones: '' },
        guardar: (v) =>
          entrada.guardar({ fecha: texto(v.fecha), terminos: Array.isArray(v.terminos) ? v.terminos.map(String) : [], observaciones: texto(v.observaciones) }),
        enviando: entrada.enviando,
        faltante: (v) => (!v.fecha ? falta('fecha') : !Array.isArray(v.terminos) || v.terminos.length === 0 ? falta('termino') : null),
      }}
    >
      <Typography variant="body2">{motivo.motivo}</Typography>
      <EntradaFecha source="fecha" resource="historia-verificaciones" validate={required()} />
      <AutocompleteArrayInput
        source="terminos"
        choices={terminos}
        optionText="descripcion"
        validate={required()}
        size="small"
        noOptionsText={t('resources.historia-clinica.entrada.sinCoincidencias')}
      />
      <TextoConContador source="observaciones" maximo={500} minRows={2} />
    </DialogoEntrada>
  );
};

const DetalleMotivo = ({ motivo, onCerrar }: { motivo: MotivoHistoriaLeido; onCerrar: () => void }) => {
  const t = useTranslate();
  return (
    <DialogoEntrada titulo={t('resources.historia-motivos.fields.motivo')} onCerrar={onCerrar}>
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
};

/** Tab 1: consultation reasons (those of intake too), new, view, and verify a 'Por verificar' one. */
export const PestanaMotivos = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const t = useTranslate();
  const { data = [], isPending } = useSeccion(pacienteId, 'motivos', (dp) => dp.motivosHistoria(pacienteId));
  const [nuevo, setNuevo] = useState(false);
  const [abierto, setAbierto] = useState<MotivoHistoriaLeido | null>(null);
  return (
    <>
      <BarraSeccion
        titulo="resources.historia-clinica.pestanas.motivos"
        activo={activo}
        etiqueta="resources.historia-motivos.boton"
        onNuevo={() => setNuevo(true)}
      />
      {!isPending && data.length === 0 ? (
        <SinRegistros />
      ) : (
        <Table size="small">
          <Encabezados recurso="historia-motivos" columnas={['fecha', 'motivo', 'terapeuta', 'estado', '']} />
          <TableBody>
            {data.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{formatearFecha(m.fecha)}</TableCell>
                <TableCell>{m.motivo}</TableCell>
                <TableCell>{m.terapeuta}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={m.estado === 1 ? 'success' : 'warning'}
                    label={t(`resources.historia-clinica.${m.estado === 1 ? 'verificado' : 'porVerificar'}`)}
                  />
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
