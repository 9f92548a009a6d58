import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { TIPOS_EXAMEN, textoDe } from '../contratos';
import { formatearFecha } from '../formato';
import { DialogoEntrada } from './DialogoEntrada';
import { BarraSeccion, SinRegistros } from './Seccion';
import { useAbrirExamen, useEntrada, useSeccion } from './useHistoria';

const CargarExamen = ({ pacienteId, onCerrar }: { pacienteId: string; onCerrar: () => void }) => {
  const [tipo, setTipo] = useState('');
  const [nombre, setNombre] = useState('');
  const [archivo, setArchivo] = useState<File | null>(null);
  const guardar = useEntrada(pacienteId, (dp, d: FormData) => dp.cargarExamen(pacienteId, d), onCerrar);
  const faltante = !tipo
    ? 'Elija el tipo de examen'
    : !nombre.trim()
      ? 'Escriba el nombre del examen'
      : !archivo
        ? 'Adjunte el archivo (JPG, PNG o PDF)'
        : null;
  const enviar = () => {
    const datos = new FormData();
    datos.append('tipo', tipo);
    datos.append('nombreExamen', nombre);
    datos.append('archivo', archivo!);
    guardar.mutate(datos);
  };
  return (
    <DialogoEntrada titulo="Cargar examen" onCerrar={onCerrar} enviando={guardar.isPending} faltante={faltante} onGuardar={enviar}>
      <TextField select name="tipo" label="Tipo de examen" required value={tipo} onChange={(e) => setTipo(e.target.value)}>
        {TIPOS_EXAMEN.map((t) => (
          <MenuItem key={t.codigo} value={String(t.codigo)}>
            {t.nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField name="nombreExamen" label="Nombre del examen" required value={nombre} onChange={(e) => setNombre(e.target.value)} />
      <input
        type="file"
        name="archivo"
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        onChange={(e) => setArchivo(e.target.files?.[0] ?? null)}
      />
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
      <BarraSeccion titulo="Exámenes" activo={activo} etiqueta="Cargar examen" onNuevo={() => setNuevo(true)} />
      {!isPending && data.length === 0 ? (
        <SinRegistros />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Fecha</TableCell>
              <TableCell>Tipo</TableCell>
              <TableCell>Examen</TableCell>
              <TableCell>Registró</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
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
