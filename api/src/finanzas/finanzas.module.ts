import { Module } from '@nestjs/common';
import { AnularCopagoHandler } from './copagos/commands/anular-copago/anular-copago.handler.js';
import { RegistrarCopagoHandler } from './copagos/commands/registrar-copago/registrar-copago.handler.js';
import { CopagosController } from './copagos/copagos.controller.js';
import { AnularDescargoHandler } from './descargos/commands/anular-descargo/anular-descargo.handler.js';
import { RegistrarDescargoHandler } from './descargos/commands/registrar-descargo/registrar-descargo.handler.js';
import { DescargosController } from './descargos/descargos.controller.js';
import { AnularGastoHandler } from './gastos/commands/anular-gasto/anular-gasto.handler.js';
import { RegistrarGastoFijoHandler } from './gastos/commands/registrar-gasto-fijo/registrar-gasto-fijo.handler.js';
import { RegistrarGastoVariableHandler } from './gastos/commands/registrar-gasto-variable/registrar-gasto-variable.handler.js';
import { GastosController } from './gastos/gastos.controller.js';
import { NominaController } from './nomina/nomina.controller.js';
import { GuardarSalarioHandler } from './salarios/commands/guardar-salario/guardar-salario.handler.js';
import { SalariosController } from './salarios/salarios.controller.js';

/**
 * Money (issue 13): salaries, payroll, discards, copays, fixed and variable expenses, income and expenses by dates.
 * In the shape of issue 25: every write a command in `<agregado>/commands/<verbo>/` (typed DTO, command, handler on
 * the CommandBus); request and response shapes in libs/src/finanzas/contrato.ts. The payroll reads only.
 */
@Module({
  controllers: [SalariosController, NominaController, DescargosController, CopagosController, GastosController],
  providers: [
    GuardarSalarioHandler,
    RegistrarDescargoHandler,
    AnularDescargoHandler,
    RegistrarCopagoHandler,
    AnularCopagoHandler,
    RegistrarGastoFijoHandler,
    RegistrarGastoVariableHandler,
    AnularGastoHandler,
  ],
})
export class FinanzasModule {}
