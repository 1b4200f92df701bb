import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreateRecordRequest, ExtinguisherData } from '@portal/shared';
import type { Services } from '../services.js';
import { addDays } from '../lib/dates.js';
import { loadSharp } from '../lib/sharp.js';

type Person = { id: string; name: string; role: 'ADMIN' | 'TECHNICIAN' };

export const DEMO_SITE = {
  name: 'Edifício Aurora',
  address: 'Rua Haddock Lobo, 595 — Cerqueira César, São Paulo/SP, 01414-001',
  cnpj: '11222333000181',
} as const;
/** The installation's service company (the AVCB report's cover, /t of each extinguisher). */
export const DEMO_SERVICE_COMPANY = {
  name: 'Extintec Proteção contra Incêndio Ltda',
  cnpj: '11444777000161',
  inmetroRegistration: '000123',
} as const;

/** The state each demo extinguisher is left in (dates relative to the seed's day). */
type DemoUnit = {
  code: string;
  place: string;
  state: 'ok' | 'inspectionSoon' | 'inspectionOverdue' | 'pendencia' | 'hydrostaticOverdue' | 'chamado';
  extinguisher: Pick<ExtinguisherData, 'agent' | 'capacity' | 'capacityUnit' | 'manufacturer'> & {
    /** Years before the seed's year. */
    testYearsAgo: number;
  };
};

export const DEMO_SITE_UNITS: DemoUnit[] = [
  {
    code: 'EXA00001',
    place: 'Térreo, recepção',
    state: 'ok',
    extinguisher: { agent: 'PO_ABC', capacity: 4, capacityUnit: 'kg', manufacturer: 'Kidde', testYearsAgo: 2 },
  },
  {
    code: 'EXA00002',
    place: '1º andar, hall dos elevadores',
    state: 'inspectionSoon',
    extinguisher: { agent: 'CO2', capacity: 6, capacityUnit: 'kg', manufacturer: 'Resil', testYearsAgo: 3 },
  },
  {
    code: 'EXA00003',
    place: '2º andar, corredor B',
    state: 'inspectionOverdue',
    extinguisher: { agent: 'AGUA', capacity: 10, capacityUnit: 'L', manufacturer: 'Resil', testYearsAgo: 1 },
  },
  {
    code: 'EXA00004',
    place: '3º andar, copa',
    state: 'pendencia',
    extinguisher: { agent: 'PO_BC', capacity: 4, capacityUnit: 'kg', manufacturer: 'Kidde', testYearsAgo: 2 },
  },
  {
    code: 'EXA00005',
    place: 'Subsolo 1, garagem G1, pilar 14',
    state: 'hydrostaticOverdue',
    extinguisher: { agent: 'PO_ABC', capacity: 6, capacityUnit: 'kg', manufacturer: 'Extinbras', testYearsAgo: 6 },
  },
  {
    code: 'EXA00006',
    place: '4º andar, saída de emergência',
    state: 'chamado',
    extinguisher: { agent: 'ESPUMA_MECANICA', capacity: 10, capacityUnit: 'L', manufacturer: 'Resil', testYearsAgo: 1 },
  },
];

/** The day `months` calendar months before `day` (the last day of a shorter month). */
function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

const levelRecord = (
  performedAt: string,
  level: 1 | 2,
  items: string[],
  checklist: CreateRecordRequest['checklist'] = items.map((item) => ({ item, result: 'OK' as const })),
): CreateRecordRequest => ({
  performedAt,
  type: level === 1 ? 'INSPECAO' : 'PREVENTIVA',
  outcome: 'OK',
  description:
    level === 1
      ? 'Inspeção (nível 1): lacre, manômetro, sinalização, acesso e fixação conferidos.'
      : 'Manutenção de nível 2: recarga, troca do anel e do selo, checklist completo.',
  durationMinutes: level === 1 ? 15 : 60,
  costCents: level === 2 ? 9_500 : null,
  internalNotes: null,
  level,
  checklist,
});

/**
 * The level records that leave each unit in its state: 'inspectionSoon' serviced 12 months before the seed's day
 * plus 4 days (due within the week), 'inspectionOverdue' 14 months before, 'pendencia' inspected 10 days ago with the
 * pressure gauge 'Não conforme' (its photo sent first, as the technician's phone does).
 */
async function recordsOf(
  services: Services,
  unit: DemoUnit,
  tagId: string,
  today: string,
  technician: Person,
): Promise<CreateRecordRequest[]> {
  // The class's checklist as the installation has it (an admin may have added a state's items).
  const items = await services.fireSafety.checklist('EXTINTOR');
  switch (unit.state) {
    case 'inspectionSoon':
      return [levelRecord(addDays(monthsBefore(today, 12), 4), 2, items)];
    case 'inspectionOverdue':
      return [levelRecord(monthsBefore(today, 14), 2, items)];
    case 'pendencia': {
      // A small generated picture (a red gauge face on grey): enough to prove the item, quick to process.
      const sharp = await loadSharp();
      const gauge = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360"
        fill="#9ca3af"/><circle cx="240" cy="180" r="120" fill="#fff" stroke="#111827" stroke-width="10"/>
        <path d="M240 180 L320 110" stroke="#b91c1c" stroke-width="12" stroke-linecap="round"/></svg>`;
      const bytes = await sharp(Buffer.from(gauge)).jpeg({ quality: 80 }).toBuffer();
      const folder = mkdtempSync(path.join(tmpdir(), 'demo-checklist-'));
      try {
        const file = path.join(folder, 'manometro.jpg');
        writeFileSync(file, bytes);
        const photo = await services.fireSafety.photos.upload(tagId, technician, {
          path: file,
          fileName: 'manometro.jpg',
        });
        const checklist = items.map((item) =>
          item === 'Manômetro na faixa'
            ? { item, result: 'NAO_CONFORME' as const, photoId: photo.id }
            : { item, result: 'OK' as const },
        );
        return [levelRecord(monthsBefore(today, 5), 2, items), levelRecord(addDays(today, -10), 1, items, checklist)];
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }
    case 'hydrostaticOverdue':
      return [levelRecord(monthsBefore(today, 3), 2, items)];
    case 'chamado':
      return [levelRecord(monthsBefore(today, 1), 2, items)];
    default:
      return [levelRecord(monthsBefore(today, 2), 2, items)];
  }
}

/**
 * Issue 44: the client's site 'Edifício Aurora' with six extinguishers in different states (in order, inspection
 * due soon, inspection overdue, an open pendência, the hydrostatic test overdue, an open chamado), each with its
 * place, agent and capacity, and the generator GER00002 (meter readings) placed there too; the installation's
 * service company filled. All through the services; once: nothing is done when the site exists. The ids of the
 * tags whose records were written (to date them on their day).
 */
export async function seedDemoFireSafety(
  services: Services,
  who: { admin: Person; technician: Person; ownerId: string; today: string; generatorCode: string },
): Promise<string[]> {
  const { admin, technician, ownerId, today } = who;
  const existing = await services.sites.listSites({ userId: ownerId, search: DEMO_SITE.name, page: 1, limit: 1 });
  if (existing.items.length > 0) return [];
  const settings = await services.fireSafety.settings();
  if (!settings.company) await services.fireSafety.saveSettings({ ...settings, company: { ...DEMO_SERVICE_COMPANY } });
  const site = await services.sites.createSite({ userId: ownerId, ...DEMO_SITE });
  const year = Number(today.slice(0, 4));
  const written: string[] = [];
  for (const unit of DEMO_SITE_UNITS) {
    if (await services.tags.findTagByCode(unit.code)) continue;
    const { testYearsAgo, ...data } = unit.extinguisher;
    const tag = await services.tags.createTag(
      {
        code: unit.code,
        type: 'B2B',
        physicalType: 'NFC',
        status: 'ACTIVE',
        meta: { model: `Extintor ${data.capacity} ${data.capacityUnit}`, location: unit.place },
      },
      admin,
    );
    await services.tags.assign(tag.id, { userId: ownerId, conflictMode: 'BLOCK', notes: 'Patrimônio' }, admin);
    await services.sites.placeTag(tag.id, { siteId: site.id, place: unit.place });
    await services.fireSafety.saveAsset(tag.id, {
      class: 'EXTINTOR',
      extinguisher: {
        ...data,
        manufactureYear: year - testYearsAgo,
        inmetroSeal: `BR-${String(year - 1).slice(2)}-${unit.code.slice(-3)}`,
        ringColor: 'Amarelo',
        ringYear: year - 1,
        lastHydrostaticTestYear: year - testYearsAgo,
      },
    });
    for (const record of await recordsOf(services, unit, tag.id, today, technician))
      await services.maintenance.createRecord(tag.id, record, technician);
    if (unit.state === 'chamado') {
      const reported = await services.problemReports.reportable(unit.code);
      await services.problemReports.report(reported, {
        tipo: 'MANOMETRO_FORA_DA_FAIXA',
        descricao: 'O ponteiro do manômetro está na faixa vermelha.',
        nome: 'Porteiro do turno da noite',
        telefone: undefined,
      });
    }
    written.push(tag.id);
  }
  const generator = await services.tags.findTagByCode(who.generatorCode);
  if (generator) {
    await services.sites.placeTag(generator.id, { siteId: site.id, place: 'Casa de máquinas, subsolo 1' });
    await services.fireSafety.saveAsset(generator.id, { class: 'GERADOR', extinguisher: null });
  }
  return written;
}
