import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Button, DataTable, List, Pagination, TopToolbar, useTranslate } from 'react-admin';
import type { GastoLeido } from '../../contratos';
import { TextoCorto } from '../../comun/TextoCorto';
import { formatearFecha, formatearMoneda } from '../../formato';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { SinDatos } from '../../shell/SinDatos';
import { useSedes } from '../../shell/useSedes';
import { AccionesAnular, DialogoRegistro, pesos } from './comun';
import { CampoPersona } from './CampoPersona';
import { proveedorFinanzas, type OpcionPersona } from './proveedorFinanzas';
import { useRegistro } from './useRegistro';

const DialogoGastoFijo = ({ onCerrar }: { onCerrar: () => void }) => {
  const translate = useTranslate();
  const campo = (c: string) => translate(`resources.gastos-fijos.fields.${c}`);
  const [v, setV] = useState({ valor: '', concepto: '', usuario: '' });
  const [usuario, setUsuario] = useState<OpcionPersona | null>(null);
  const personas = useQuery({ queryKey: ['finanzas', 'terapeutas'], queryFn: proveedorFinanzas.terapeutas, retry: false });
  const r = useRegistro(
    v,
    ['valor', 'concepto'],
    () => proveedorFinanzas.registrarGastoFijo({ valor: Number(v.valor), concepto: v.concepto.trim(), usuario: v.usuario || undefined }),
    onCerrar,
  );
  const poner = (c: keyof typeof v) => (valor: string) => {
    setV((x) => ({ ...x, [c]: valor }));
    r.quitar(c);
  };
  const valorMalo = v.valor !== '' && !pesos(v.valor);
  return (
    <DialogoRegistro titulo="Registrar un gasto fijo" marca="gasto-fijo" onCerrar={onCerrar} onGuardar={r.guardar} valores={v} enCurso={r.enCurso || valorMalo}>
      <TextField
        name="valor"
        label={campo('valor')}
        required
        value={v.valor}
        onChange={(e) => poner('valor')(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={valorMalo || r.propsDe('valor').error}
        helperText={valorMalo ? 'Solo números, sin puntos' : r.propsDe('valor', 'En pesos, sin puntos').helperText}
      />
      <TextField
        name="concepto"
        label={campo('concepto')}
        required
        value={v.concepto}
        onChange={(e) => poner('concepto')(e.target.value)}
        {...r.propsDe('concepto')}
      />
      <CampoPersona
        name="usuario"
        label={campo('usuario')}
        value={usuario}
        opciones={personas.data ?? []}
        onChange={(p) => {
          setUsuario(p);
          poner('usuario')(p?.id ?? '');
        }}
      />
    </DialogoRegistro>
  );
};

/** Fixed expenses (spec 3 /gastos-fijos): the active ones (monthly) with their site and who registered them, 'Registrar un gasto fijo', deleted with a confirmation, Excel. */
const ListaGastosFijos = () => {
  const [registrando, setRegistrando] = useState(false);
  const { nombreSede } = useSedes();
  return (
    <>
      <List<GastoLeido>
        resource="gastos-fijos"
        title={false}
        perPage={25}
        sort={{ field: 'fecha', order: 'DESC' }}
        actions={
          <TopToolbar>
            <Button label="Registrar un gasto fijo" data-accion="registrar" onClick={() => setRegistrando(true)}>
              <AddIcon />
            </Button>
            <BotonExportar recurso="gastos-fijos" />
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        empty={false}
        storeKey="gastos-fijos.lista"
      >
        <DataTable<GastoLeido> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<GastoLeido> source="sede" render={(g) => nombreSede(g.sede)} />
          <DataTable.Col<GastoLeido> source="concepto" render={(g) => <TextoCorto texto={g.concepto} />} />
          <DataTable.Col<GastoLeido> source="valor" align="right" render={(g) => formatearMoneda(g.valor)} />
          <DataTable.Col<GastoLeido> source="usuario" render={(g) => g.usuario ?? ''} />
          <DataTable.Col<GastoLeido> source="fecha" render={(g) => formatearFecha(g.fecha)} />
          <DataTable.Col<GastoLeido> source="registradoPor" render={(g) => <TextoCorto texto={g.registradoPor} />} />
          <DataTable.Col<GastoLeido>
            label="resources.gastos-fijos.fields.acciones"
            render={(g) => <AccionesAnular recurso="gastos-fijos" id={g.id} descripcion={`el gasto fijo '${g.concepto}' de ${formatearMoneda(g.valor)}`} />}
          />
        </DataTable>
      </List>
      {registrando && <DialogoGastoFijo onCerrar={() => setRegistrando(false)} />}
    </>
  );
};

export default ListaGastosFijos;
