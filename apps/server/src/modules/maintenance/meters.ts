import {
  equipmentMeterOf,
  forecastNextService,
  formatDateBR,
  formatHours,
  METER_TEXTS,
  type EquipmentMeter,
  type MeterPlan,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { createMetersRepository } from './meters-repository.js';
import { createMaintenanceRepository } from './repository.js';

const hoursText = (hours: number) => formatHours(hours).replace(/ h$/, '');

/**
 * Meters (issue 44 item 5): a record's horímetro reading and the plan's 'a cada N h', whichever first with the
 * calendar (the pure rule: shared meters.ts). The maintenance service calls these inside its log's transactions.
 */
export function createMeters(db: Database) {
  const repository = createMetersRepository(db);
  const plans = createMaintenanceRepository(db);

  return {
    /**
     * A meter does not go back: a reading on `date` lower than one on or before it, or higher than one after it, is
     * a 400 naming meterReading. A replaced meter is not modelled (the record's notes say it; see ARCHITECTURE).
     */
    async checkReading(
      tagId: string,
      date: string,
      reading: number | null | undefined,
      tx: Database,
      exceptId?: string,
    ): Promise<void> {
      if (reading === null || reading === undefined) return;
      const { before, after } = await repository.neighbours(tagId, date, exceptId, tx);
      if (before && reading < before.hours)
        throw badRequest(METER_TEXTS.meterBackwards(hoursText(before.hours), formatDateBR(before.date)), {
          field: 'meterReading',
        });
      if (after && reading > after.hours)
        throw badRequest(METER_TEXTS.meterAheadOfLater(hoursText(after.hours), formatDateBR(after.date)), {
          field: 'meterReading',
        });
    },

    /** The next service under the plan from the log: the calendar's date or the hours' estimate, the earlier. */
    async nextServiceDate(tagId: string, plan: MeterPlan, tx: Database): Promise<string | null> {
      const lastService = await repository.lastService(tagId, tx);
      const readings = plan.intervalHours ? await repository.readings(tagId, tx) : [];
      return forecastNextService(lastService, plan, readings).date;
    },

    /** The sheet's horímetro: undefined when the equipment has no reading and its plan no hours. */
    async meterOf(tagId: string): Promise<EquipmentMeter | undefined> {
      const plan = await plans.findPlan(tagId);
      const readings = await repository.readings(tagId);
      if (!plan?.intervalHours && readings.length === 0) return undefined;
      const lastService = await repository.lastService(tagId);
      return equipmentMeterOf(lastService, plan ?? { intervalDays: null, intervalMonths: null }, readings);
    },

    /**
     * /t's '(estimada)': the shown next service is the hours' estimate (a date set by hand, or the calendar's, is
     * not). Costs a query only for an equipment whose plan has hours.
     */
    async isEstimated(tagId: string, nextService: unknown): Promise<boolean> {
      if (typeof nextService !== 'string' || !nextService) return false;
      const plan = await plans.findPlan(tagId);
      if (!plan?.intervalHours) return false;
      const forecast = forecastNextService(await repository.lastService(tagId), plan, await repository.readings(tagId));
      return forecast.estimated && forecast.date === nextService;
    },
  };
}
