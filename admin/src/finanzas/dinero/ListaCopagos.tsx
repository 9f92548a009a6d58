import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Button, DataTable, List, Pagination, TopToolbar, useTranslate } from 'react-admin';
import { TIPOS_COPAGO, type CopagoLeido } from '../../contratos';
import { CampoFecha } from '../../comun/CampoFecha';
import { hoyDelServidor } from '../../comun/reloj';
import { TextoCorto } from '../../comun/TextoCorto';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { formatearFecha, formatearMoneda } from '../../formato';
import { SinDatos } from '../../shell/SinDatos';
import { AccionesAnular, AvisoFechas, DialogoRegistro, filtrosDeFechas, Leyenda, pesos, Punto, rangoDelMes } from './comun';
import { CampoPersona } from './CampoPersona';
import { proveedorFinanzas, type OpcionPersona } from './proveedorFinanzas';
import { useRegistro } from './useRegistro';

const COLORES: Record<number, string> = { 1: 'success.main', 2: 'info.main' };
const LEYENDA = TIPOS_COPAGO.map((t) => ({ nombre: t.nombre, color: COLORES[t.codigo] }));

const DialogoCopago = ({ onCerrar }: { onCerrar: () => void }) => {
  const translate = useTranslate();
  const campo = (c: string) => translate(`resources.copagos.fields.${c}`);
  const [v, setV] = useState({ fecha: hoyDelServidor(), monto: '', tipo: '', paciente: '', entidad: '', comentario: '' });
  const [paciente, setPaciente] = useState<OpcionPersona | null>(null);
  const entidades = useQuery({ queryKey: ['finanzas', 'entidades'], queryFn: proveedorFinanzas.entidades, retry: false });
  const r = useRegistro(
    v,
    ['fecha', 'monto', 'tipo', 'paciente'],
    () =>
      proveedorFinanzas.registrarCopago({
        fecha: v.fecha,
        monto: Number(v.monto),
        tipo: Number(v.tipo),
        paciente: v.paciente,
        entidad: v.entidad || undefined,
        comentario: v.comentario.trim() || undefined,
      }),
    onCerrar,
  );
  const poner = (c: keyof typeof v) => (valor: string) => {
    setV((x) => ({ ...x, [c]: valor }));
    r.quitar(c);
  };
  const montoMalo = v.monto !== '' && !pesos(v.monto);
  return (
    <DialogoRegistro titulo="Registrar un copago" marca="copago" onCerrar={onCerrar} onGuardar={r.guardar} valores={v} enCurso={r.enCurso || montoMalo}>
      <CampoFecha name="fecha" label={campo('fecha')} required value={v.fecha} onChange={poner('fecha')} {...r.propsDe('fecha', 'dd/mm/aaaa')} />
      <TextField
        name="monto"
        label={campo('valor')}
        required
        value={v.monto}
        onChange={(e) => poner('monto')(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...r.propsDe('monto', 'En pesos, sin puntos')}
        error={montoMalo || r.propsDe('monto').error}
        helperText={montoMalo ? 'Solo números, sin puntos' : r.propsDe('monto', 'En pesos, sin puntos').helperText}
      />
      <TextField select name="tipo" label={campo('tipo')} required value={v.tipo} onChange={(e) => poner('tipo')(e.target.value)} {...r.propsDe('tipo')}>
        {TIPOS_COPAGO.map((t) => (
          <MenuItem key={t.codigo} value={String(t.codigo)}>
            {t.nombre}
          </MenuItem>
        ))}
      </TextField>
      <CampoPersona
        name="paciente"
        label={campo('paciente')}
        required
        value={paciente}
        buscar={proveedorFinanzas.buscarPacientes}
        onChange={(p) => {
          setPaciente(p);
          poner('paciente')(p?.id ?? '');
        }}
        {...r.propsDe('paciente')}
      />
      <TextField
        select
        name="entidad"
        label={campo('entidad')}
        value={v.entidad}
        onChange={(e) => poner('entidad')(e.target.value)}
        helperText="Sin elegir: la del paciente"
      >
        <MenuItem value="">La del paciente</MenuItem>
        {(entidades.data ?? []).map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField name="comentario" label={campo('comentario')} value={v.comentario} onChange={(e) => poner('comentario')(e.target.value)} multiline />
    </DialogoRegistro>
  );
};

/** Copays (spec 3 /copagos): by date range, registered in a dialog, deleted with a confirmation, exported to Excel. */
const ListaCopagos = () => {
  const [registrando, setRegistrando] = useState(false);
  return (
    <>
      <AvisoFechas />
      <List<CopagoLeido>
        resource="copagos"
        title={false}
        perPage={25}
        sort={{ field: 'fecha', order: 'DESC' }}
        filters={filtrosDeFechas('copagos')}
        filterDefaultValues={rangoDelMes()}
        actions={
          <TopToolbar>
            <Button label="Registrar copago" data-accion="registrar" onClick={() => setRegistrando(true)}>
              <AddIcon />
            </Button>
            <BotonExportar recurso="copagos" />
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        empty={false}
        storeKey="copagos.lista"
      >
        <Leyenda items={LEYENDA} />
        <DataTable<CopagoLeido> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<CopagoLeido> source="fecha" render={(c) => formatearFecha(c.fecha)} />
          <DataTable.Col<CopagoLeido> source="paciente" render={(c) => <TextoCorto texto={c.paciente} />} />
          <DataTable.Col<CopagoLeido> source="entidad" render={(c) => <TextoCorto texto={c.entidad} />} />
          <DataTable.Col<CopagoLeido> source="valor" align="right" render={(c) => formatearMoneda(c.valor)} />
          <DataTable.Col<CopagoLeido>
            source="tipoNombre"
            render={(c) => (
              <>
                <Punto color={COLORES[c.tipo]} titulo={c.tipoNombre} />
                {c.tipoNombre}
              </>
            )}
          />
          <DataTable.Col<CopagoLeido> source="comentario" render={(c) => <TextoCorto texto={c.comentario ?? ''} />} />
          <DataTable.Col<CopagoLeido>
            label="resources.copagos.fields.acciones"
            render={(c) => (
              <AccionesAnular
                recurso="copagos"
                id={c.id}
                descripcion={`el copago de ${formatearMoneda(c.valor)} de ${c.paciente} del ${formatearFecha(c.fecha)}`}
              />
            )}
          />
        </DataTable>
      </List>
      {registrando && <DialogoCopago onCerrar={() => setRegistrando(false)} />}
    </>
  );
};

export default ListaCopagos;
