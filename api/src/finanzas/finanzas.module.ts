import { Module } from '@nestjs/common';
import { CopagosController } from './copagos/copagos.controller.js';
import { DescargosController } from './descargos/descargos.controller.js';
import { GastosController } from './gastos/gastos.controller.js';
import { NominaController } from './nomina/nomina.controller.js';
import { SalariosController } from './salarios/salarios.controller.js';

/** Money (issue 13): salaries, payroll, discards, copays, fixed and variable expenses, income and expenses by dates. */
@Module({ controllers: [SalariosController, NominaController, DescargosController, CopagosController, GastosController] })
export class FinanzasModule {}
