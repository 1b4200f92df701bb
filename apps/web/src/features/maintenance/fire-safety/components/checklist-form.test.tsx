import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FIRE_SAFETY_TEXTS, MAINTENANCE_TEXTS, type EquipmentAssetResponse } from '@portal/shared';
import { findOpenDialog } from '@/testing/dialogs';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { stubXhr } from '@/testing/xhr';
import { detailAnswer, record, summary } from '../../testing/equipment';
import { EquipmentScreen } from '../../components/equipment-screen';

const TAG_ID = '00000000-0000-4000-8000-000000000001';
const DETAIL_PATH = `/api/tecnico/equipment/${TAG_ID}`;
const ITEMS = ['Lacre e trava', 'Manômetro na faixa', 'Sinalização'];
const asset: EquipmentAssetResponse = {
  tagId: TAG_ID,
  class: 'EXTINTOR',
  extinguisher: { agent: 'PO_ABC', capacity: 4, capacityUnit: 'kg', inmetroSeal: 'BR-1' },
  levels: [
    {
      level: 1,
      label: 'Inspeção',
      lastDate: '2025-03-10',
      nextDate: '2026-03-10',
      due: 'ok',
      text: 'Inspeção válida até 03/2026',
    },
  ],
  checklist: ITEMS,
  company: { name: 'Extintec', cnpj: '11222333000181', inmetroRegistration: '000123' },
  openPendencias: 0,
};

function api() {
  return stubFetch((request) => {
    if (request.path === `${DETAIL_PATH}/asset`) return jsonResponse(200, asset);
    if (request.path === '/api/tecnico/pendencias')
      return jsonResponse(200, { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 1 } });
    if (request.method === 'POST')
      return jsonResponse(201, { record: record({ id: 'rec-new' }), equipment: summary() });
    return jsonResponse(200, detailAnswer());
  });
}

describe('the record form of an extinguisher: level and checklist', () => {
  it('requires a photo for Não conforme, sends it first and names it in the checklist of a level 1 record', async () => {
    const { requests } = api();
    const { uploads } = stubXhr((upload) => upload.respond(201, { id: 'photo-1', url: '/x', thumbnailUrl: '/y' }));
    signInAs('technician');
    const { user } = renderRoute(<EquipmentScreen tagId={TAG_ID} />, {
      path: '/tecnico/equipamentos/:id',
      initialEntry: `/tecnico/equipamentos/${TAG_ID}`,
    });
    // The equipment screen shows the level's line and the company.
    expect(await screen.findByText('Inspeção válida até 03/2026')).toBeInTheDocument();
    expect(screen.getByText(/Registro Inmetro nº 000123/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: MAINTENANCE_TEXTS.register }));
    const dialog = await findOpenDialog(MAINTENANCE_TEXTS.register);
    await user.type(dialog.getByLabelText('Descrição'), 'Inspeção anual.');
    const checklist = await dialog.findByRole('group', { name: FIRE_SAFETY_TEXTS.checklist });
    // Level 1 is chosen by default; an unanswered item and a Não conforme without photo keep the form open.
    expect(dialog.getByLabelText('1 · Inspeção')).toBeChecked();
    const items = within(checklist).getAllByRole('group');
    await user.click(within(items[0]!).getByLabelText('OK'));
    await user.click(within(items[1]!).getByLabelText('Não conforme'));
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));
    expect(await dialog.findByText(FIRE_SAFETY_TEXTS.photoRequired('Manômetro na faixa'))).toBeInTheDocument();
    expect(within(items[2]!).getByRole('alert')).toHaveTextContent('Escolha OK, Não conforme ou Não se aplica.');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'manometro.jpg', { type: 'image/jpeg' });
    await user.upload(dialog.getByLabelText('Foto: Manômetro na faixa'), photo);
    await user.click(within(items[2]!).getByLabelText('Não se aplica'));
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText(MAINTENANCE_TEXTS.registered)).toBeInTheDocument();
    expect(uploads.map((upload) => upload.path)).toEqual([`${DETAIL_PATH}/checklist-photos`]);
    expect((uploads[0]!.body.get('photo') as File).name).toBe('manometro.jpg');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      description: 'Inspeção anual.',
      level: 1,
      checklist: [
        { item: 'Lacre e trava', result: 'OK' },
        { item: 'Manômetro na faixa', result: 'NAO_CONFORME', photoId: 'photo-1' },
        { item: 'Sinalização', result: 'NA' },
      ],
    });
  });
});
