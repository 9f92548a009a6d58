import { useState } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { required, SelectInput, TextInput, useInput, useTranslate } from 'react-admin';
import { TIPOS_EXAMEN, textoDe } from '../contratos';
import { formatearFecha } from '../formato';
import { DialogoEntrada, type Valores } from './DialogoEntrada';
import { falta } from './faltantes';
import { BarraSeccion, Encabezados, SinRegistros } from './Seccion';
import { useAbrirExamen, useEntrada, useSeccion } from './useHistoria';

/** The exam's file as a react-admin input: the form holds the chosen File. */
const ArchivoExamen = ({ source }: { source: string }) => {
  const { field } = useInput({ source, defaultValue: null });
  return (
    <input
      type="file"
      name={field.name}
      accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
      onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
    />
  );
};

const CargarExamen = ({ pacienteId, onCerrar }: { pacienteId: string; onCerrar: () => void }) => {
  const t = useTranslate();
  const entrada = useEntrada(pacienteId, (dp, d: FormData) => dp.cargarExamen(pacienteId, d), onCerrar);
  const guardar = (v: Valores) => {
    const datos = new FormData();
    datos.append('tipo', String(v.tipo));
    datos.append('nombreExamen', String(v.nombreExamen ?? ''));
    datos.append('archivo', v.archivo as File);
    return entrada.guardar(datos);
  };
  return (
    <DialogoEntrada
      titulo={t('resources.historia-examenes.cargar')}
      onCerrar={onCerrar}
      formulario={{
        recurso: 'historia-examenes',
        valores: { tipo: '', nombreExamen: '', archivo: null },
        guardar,
        enviando: entrada.enviando,
        faltante: (v) =>
          !v.tipo ? falta('tipoExamen') : !String(v.nombreExamen ?? '').trim() ? falta('nombreExamen') : !(v.archivo instanceof File) ? falta('archivo') : null,
      }}
    >
      <SelectInput source="tipo" choices={TIPOS_EXAMEN.map((o) => ({ id: o.codigo, name: o.nombre }))} validate={required()} fullWidth />
      <TextInput source="nombreExamen" validate={required()} fullWidth />
      <ArchivoExamen source="archivo" />
    </DialogoEntrada>
  );
};

/** Tab 4: exams with their file (checked by content on the server, served only to who may read the history). */
export const PestanaExamenes = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'examenes', (dp) => dp.examenesHistoria(pacienteId));
  const [nuevo, setNuevo] = useState(false);
  const abrir = useAbrirExamen(pacienteId);
  return (
    <>
      <BarraSeccion
        titulo="resources.historia-clinica.pestanas.examenes"
        activo={activo}
        etiqueta="resources.historia-examenes.cargar"
        onNuevo={() => setNuevo(true)}
      />
      {!isPending && data.length === 0 ? (
        <SinRegistros />
      ) : (
        <Table size="small">
          <Encabezados recurso="historia-examenes" columnas={['fecha', 'tipo', 'examen', 'terapeuta', '']} />
          <TableBody>
            {data.map((e) => (
              <TableRow key={e.id}>
                <TableCell>{formatearFecha(e.fecha)}</TableCell>
                <TableCell>{textoDe(TIPOS_EXAMEN, e.tipo)}</TableCell>
                <TableCell>{e.nombreExamen}</TableCell>
                <TableCell>{e.terapeuta}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => void abrir(e.id)}>
                    Ver archivo ({e.formato.toUpperCase()})
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {nuevo && <CargarExamen pacienteId={pacienteId} onCerrar={() => setNuevo(false)} />}
    </>
  );
};
