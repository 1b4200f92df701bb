import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { findOpenDialog } from '@/testing/dialogs';
import { MAINTENANCE_TEXTS, METER_TEXTS, type EquipmentDetailResponse, type EquipmentMeter } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type RecordedRequest } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { detailAnswer, planFixture, record, summary } from '../testing/equipment';
import { todayInSaoPaulo } from '../lib/display';
import { EquipmentScreen } from './equipment-screen';

const TAG_ID = '00000000-0000-4000-8000-000000000001';
const DETAIL_PATH = `/api/tecnico/equipment/${TAG_ID}`;

const estimated: EquipmentMeter = {
  lastReading: { date: '2026-11-19', hours: 1100.5 },
  avgHoursPerDay: 10.05,
  forecast: {
    date: '2026-12-14',
    rule: 'hours',
    estimated: true,
    calendarDate: '2027-05-19',
    hoursDate: '2026-12-14',
    dueAtHours: 1350.5,
    noEstimate: null,
  },
};

/** A generator every 250 h or 6 months; `meter` as the server answers it (undefined: no readings, no hours). */
function generator(meter: EquipmentMeter | undefined, intervalHours: number | null = 250): EquipmentDetailResponse {
  const plan = { ...planFixture(), intervalHours };
  const base = detailAnswer({ plan });
  return {
    ...base,
    equipment: { ...base.equipment, plan, nextService: meter?.forecast.date ?? '2027-05-19', due: 'ok' },
    ...(meter ? { meter } : {}),
  };
}

function api(detail: EquipmentDetailResponse, onWrite: (request: RecordedRequest) => Response = () => created()) {
  return stubFetch((request) => (request.method === 'GET' ? jsonResponse(200, detail) : onWrite(request)));
}
const created = () => jsonResponse(201, { record: record({ id: 'rec-new' }), equipment: summary() });

function renderEquipment() {
  signInAs('technician');
  return renderRoute(<EquipmentScreen tagId={TAG_ID} />, {
    path: '/tecnico/equipamentos/:id',
    initialEntry: `/tecnico/equipamentos/${TAG_ID}`,
  });
}

describe('meters on the equipment screen (issue 44)', () => {
  it('shows the whichever-first plan, the last reading, the average use and the next service marked as an estimate', async () => {
    const detail = generator(estimated);
    api({ ...detail, records: [record({ meterReading: 1100.5 }), ...detail.records.slice(1)] });
    renderEquipment();
    expect(await screen.findByText('A cada 250 h ou 6 meses, o que vier primeiro')).toBeInTheDocument();
    expect(screen.getByTestId('next-service')).toHaveTextContent('14/12/2026(estimada)');
    expect(screen.getByTestId('meter-last')).toHaveTextContent('1.100,5 h em 19/11/2026');
    expect(screen.getByTestId('meter-average')).toHaveTextContent('10,1 h/dia');
    expect(screen.getByTestId('meter-estimate')).toHaveTextContent('14/12/2026 (estimada, ao atingir 1.350,5 h)');
    const log = within(screen.getByRole('list', { name: MAINTENANCE_TEXTS.log })).getAllByRole('listitem');
    expect(log[0]).toHaveTextContent('Horímetro: 1.100,5 h');
    expect(log[1]).not.toHaveTextContent('Horímetro');
  });

  it('with fewer than 2 readings says it cannot estimate yet, and the next service is not an estimate', async () => {
    const one: EquipmentMeter = {
      lastReading: { date: '2026-11-19', hours: 1000 },
      avgHoursPerDay: null,
      forecast: {
        ...estimated.forecast,
        date: '2027-05-19',
        rule: 'calendar',
        estimated: false,
        hoursDate: null,
        noEstimate: 'few-readings',
      },
    };
    api(generator(one));
    renderEquipment();
    expect(await screen.findByTestId('meter-no-estimate')).toHaveTextContent(METER_TEXTS.cannotEstimate);
    expect(screen.getByTestId('next-service')).not.toHaveTextContent('estimada');
    expect(screen.queryByTestId('meter-average')).not.toBeInTheDocument();
  });

  it("the record form asks 'Horímetro (h)' and sends the hours typed the Brazilian way; the server's 400 shows on it", async () => {
    let answer = created;
    const { requests } = api(generator(estimated), () => answer());
    const { user } = renderEquipment();
    await user.click(await screen.findByRole('button', { name: MAINTENANCE_TEXTS.register }));
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.register);
    await user.type(dialog.getByLabelText('Descrição'), 'Óleo.');
    await user.type(dialog.getByLabelText(METER_TEXTS.meterLabel), '12,34');
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));
    expect(await dialog.findByText(METER_TEXTS.meterReadingInvalid)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    const backwards = METER_TEXTS.meterBackwards('1.100,5', '19/11/2026');
    answer = () =>
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message: backwards,
        field: 'meterReading',
        issues: [{ field: 'meterReading', message: backwards }],
      });
    await user.clear(dialog.getByLabelText(METER_TEXTS.meterLabel));
    await user.type(dialog.getByLabelText(METER_TEXTS.meterLabel), '1.050');
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));
    expect(await dialog.findByText(backwards)).toBeInTheDocument();
    expect(dialog.getByLabelText(METER_TEXTS.meterLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      performedAt: todayInSaoPaulo(),
      type: 'PREVENTIVA',
      description: 'Óleo.',
      outcome: 'OK',
      meterReading: 1050,
    });
  });

  it("a reading with a thousands dot and a decimal comma ('1.234,5') is sent as 1234.5", async () => {
    const { requests } = api(generator(estimated));
    const { user } = renderEquipment();
    await user.click(await screen.findByRole('button', { name: MAINTENANCE_TEXTS.register }));
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.register);
    await user.type(dialog.getByLabelText('Descrição'), 'Óleo.');
    await user.type(dialog.getByLabelText(METER_TEXTS.meterLabel), '1.234,5');
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText(MAINTENANCE_TEXTS.registered)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ meterReading: 1234.5 });
  });

  it('no horímetro field when the plan has no hours and the equipment no readings', async () => {
    api(generator(undefined, null));
    const { user } = renderEquipment();
    await user.click(await screen.findByRole('button', { name: MAINTENANCE_TEXTS.register }));
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.register);
    expect(dialog.queryByLabelText(METER_TEXTS.meterLabel)).not.toBeInTheDocument();
    expect(screen.getByText('A cada 6 meses')).toBeInTheDocument();
  });

  it("the plan form sends 'a cada ... h' with the months; hours must be whole", async () => {
    const { requests } = api(generator(undefined, null), () => jsonResponse(200, generator(estimated)));
    const { user } = renderEquipment();
    await user.click(await screen.findByRole('button', { name: 'Editar plano' }));
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.plan);
    const hours = dialog.getByLabelText(METER_TEXTS.intervalHoursLabel);
    expect(hours).toHaveValue('');
    await user.type(hours, '2,5');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText(METER_TEXTS.intervalHoursInvalid)).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '250');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MAINTENANCE_TEXTS.planSaved)).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`${DETAIL_PATH}/plan`);
    expect(put?.body).toEqual({ intervalMonths: 6, intervalHours: 250 });
  });
});
