import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { findOpenDialog } from '@/testing/dialogs';
import { DUE_LABELS, MAINTENANCE_TEXTS, type CreateRecordResponse } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type RecordedRequest } from '@/testing/fetch';
import { stubXhr } from '@/testing/xhr';
import { signInAs } from '@/testing/session';
import { detailAnswer, record, summary } from '../testing/equipment';
import { todayInSaoPaulo } from '../lib/display';
import { EquipmentScreen } from './equipment-screen';

const TAG_ID = '00000000-0000-4000-8000-000000000001';
const DETAIL_PATH = `/api/tecnico/equipment/${TAG_ID}`;
const RECORDS_PATH = `${DETAIL_PATH}/records`;

/** The detail, and POST .../records answered by `onCreate`; after a 201 the detail holds the new record on top. */
function api(onCreate: (request: RecordedRequest) => Response) {
  let detail = detailAnswer();
  return stubFetch((request) => {
    if (request.method === 'POST' && request.path === RECORDS_PATH) {
      const response = onCreate(request);
      if (response.status === 201) {
        const created = record({ id: 'rec-new', performedAt: todayInSaoPaulo(), description: 'Troca do manômetro.' });
        const equipment = { ...detail.equipment, nextService: '2027-05-24', due: 'ok' as const };
        detail = { ...detail, equipment, records: [created, ...detail.records] };
      }
      return response;
    }
    return jsonResponse(200, detail);
  });
}

function renderEquipment(initialEntry = `/tecnico/equipamentos/${TAG_ID}`) {
  signInAs('technician');
  return renderRoute(<EquipmentScreen tagId={TAG_ID} />, { path: '/tecnico/equipamentos/:id', initialEntry });
}

const created = (): CreateRecordResponse => ({
  record: record({ id: 'rec-new' }),
  equipment: summary({ nextService: '2027-05-24', due: 'ok' }),
});

describe('equipment screen', () => {
  it('shows the sheet, the plan with the next service and its due state, the log newest first and documents', async () => {
    api(() => jsonResponse(201, created()));
    renderEquipment();
    expect(await screen.findByRole('heading', { name: 'MNT00001' })).toBeInTheDocument();
    expect(screen.getByTestId('next-service')).toHaveTextContent('01/10/2026');
    expect(screen.getByTestId('next-service')).toHaveTextContent(DUE_LABELS.overdue);
    expect(screen.getByText('A cada 6 meses')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Abrir no mapa/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=-23.55,-46.63',
    );
    const log = within(screen.getByRole('list', { name: MAINTENANCE_TEXTS.log })).getAllByRole('listitem');
    expect(log[0]).toHaveTextContent('01/04/2026 · Preventiva');
    expect(log[0]).toHaveTextContent('Recarga e teste de pressão.');
    expect(log[0]).toHaveTextContent('R$ 120,50');
    expect(log[0]).toHaveTextContent('45 min');
    expect(log[1]).toHaveTextContent('01/10/2025 · Inspeção');
    expect(screen.getByRole('link', { name: /Manual do fabricante/ })).toBeInTheDocument();
  });

  it("'Registrar manutenção' sends the contract's body, uploads the photo, says so and shows the new next service", async () => {
    const { requests } = api(() => jsonResponse(201, created()));
    const { uploads } = stubXhr((upload) => upload.respond(201, { id: 'att-1' }));
    const { user } = renderEquipment();
    await user.click(await screen.findByRole('button', { name: MAINTENANCE_TEXTS.register }));
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.register);
    expect(dialog.getByLabelText('Data')).toHaveValue(todayInSaoPaulo());

    await user.click(dialog.getByLabelText('Corretiva'));
    await user.type(dialog.getByLabelText('Descrição'), 'Troca do manômetro.');
    await user.click(dialog.getByLabelText('Precisa de reparo'));
    await user.type(dialog.getByLabelText('Duração (min)'), '30');
    await user.type(dialog.getByLabelText('Custo (R$)'), '1.234,56');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'servico.jpg', { type: 'image/jpeg' });
    await user.upload(dialog.getByLabelText('Tirar foto'), photo);
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText(MAINTENANCE_TEXTS.registered)).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      performedAt: todayInSaoPaulo(),
      type: 'CORRETIVA',
      description: 'Troca do manômetro.',
      outcome: 'NEEDS_REPAIR',
      durationMinutes: 30,
      costCents: 123_456,
    });
    expect(uploads).toHaveLength(1);
    expect(uploads[0].path).toBe('/api/tecnico/records/rec-new/attachments');
    expect((uploads[0].body.get('photo') as File).name).toBe('servico.jpg');
    await waitFor(() => expect(screen.getByTestId('next-service')).toHaveTextContent('24/05/2027'));
    const log = within(screen.getByRole('list', { name: MAINTENANCE_TEXTS.log })).getAllByRole('listitem');
    expect(log[0]).toHaveTextContent('Troca do manômetro.');
  });

  it("a future date answered 400 naming performedAt shows the server's text on the date field", async () => {
    const { requests } = api(() =>
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message: MAINTENANCE_TEXTS.performedAtFuture,
        field: 'performedAt',
        issues: [{ field: 'performedAt', message: MAINTENANCE_TEXTS.performedAtFuture }],
      }),
    );
    const { user } = renderEquipment(`/tecnico/equipamentos/${TAG_ID}?registrar=1`);
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.register);
    const date = dialog.getByLabelText('Data');
    await user.clear(date);
    await user.type(date, '2099-01-01');
    await user.type(dialog.getByLabelText('Descrição'), 'Teste');
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));
    expect(await dialog.findByText(MAINTENANCE_TEXTS.performedAtFuture)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ performedAt: '2099-01-01' });
    expect(screen.getByRole('dialog', { name: MAINTENANCE_TEXTS.register })).toBeInTheDocument();
  });

  it('a failure naming no field says the form could not register', async () => {
    api(() => jsonResponse(500, {}));
    const { user } = renderEquipment(`/tecnico/equipamentos/${TAG_ID}?registrar=1`);
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.register);
    await user.type(dialog.getByLabelText('Descrição'), 'Teste');
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));
    expect(await dialog.findByText(MAINTENANCE_TEXTS.registerFailed)).toBeInTheDocument();
  });

  it('an empty description is refused before sending', async () => {
    const { requests } = api(() => jsonResponse(201, created()));
    const { user } = renderEquipment(`/tecnico/equipamentos/${TAG_ID}?registrar=1`);
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.register);
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));
    expect(await dialog.findByText(MAINTENANCE_TEXTS.descriptionRequired)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("'Marcar fora de serviço' asks first, then sends status BROKEN", async () => {
    const { requests } = api(() => jsonResponse(201, created()));
    const { user } = renderEquipment();
    await user.click(await screen.findByRole('button', { name: 'Marcar fora de serviço' }));
    const confirm = await findOpenDialog('Marcar fora de serviço');
    await user.click(confirm.getByRole('button', { name: 'Marcar fora de serviço' }));
    expect(await screen.findByText(MAINTENANCE_TEXTS.statusSaved)).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe(`${DETAIL_PATH}/status`);
    expect(patch?.body).toEqual({ status: 'BROKEN' });
  });

  it('a LOST equipment offers no status change, only the text that its owner or an admin says found', async () => {
    const lost = detailAnswer();
    stubFetch(() => jsonResponse(200, { ...lost, equipment: { ...lost.equipment, status: 'LOST' } }));
    renderEquipment();
    expect(await screen.findByRole('note')).toHaveTextContent(MAINTENANCE_TEXTS.lostStatusLocked);
    expect(screen.queryByRole('button', { name: 'Marcar fora de serviço' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar a operar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: MAINTENANCE_TEXTS.register })).toBeInTheDocument();
  });

  it('the plan form sends the interval in the chosen unit; an interval of 0 is refused on its field', async () => {
    const { requests } = api(() => jsonResponse(201, created()));
    const { user } = renderEquipment();
    await user.click(await screen.findByRole('button', { name: 'Editar plano' }));
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.plan);
    expect(dialog.getByLabelText('Intervalo')).toHaveValue('6');
    await user.click(dialog.getByLabelText('Dias'));
    await user.clear(dialog.getByLabelText('Intervalo'));
    await user.type(dialog.getByLabelText('Intervalo'), '0');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText(MAINTENANCE_TEXTS.intervalInvalid)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Intervalo'));
    await user.type(dialog.getByLabelText('Intervalo'), '90');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MAINTENANCE_TEXTS.planSaved)).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`${DETAIL_PATH}/plan`);
    expect(put?.body).toEqual({ intervalDays: 90 });
  });

  it('a B2C tag or unknown id says the equipment was not found', async () => {
    stubFetch(() => jsonResponse(404, { code: 'NOT_FOUND', message: MAINTENANCE_TEXTS.notFound }));
    renderEquipment();
    expect(await screen.findByText(MAINTENANCE_TEXTS.notFound)).toBeInTheDocument();
  });
});
