import type { PhysicalType, TagMeta, TagStatus, TagType } from '@portal/shared';
import type { Services } from '../services.js';
import type { Actor } from '../lib/actor.js';

/** Codes the demo data always has: the public tag page (/t/{code}), the e2e journeys and the README use them. */
export const DEMO_TAG_CODES = {
  /** B2B, full technical sheet (serial, model, location 'lat, lng', next service, maintenance, documents, custom tab), owned by usuario@demo.portal. */
  equipment: 'EXT00001',
  /** B2C bracelet of usuario@demo.portal, with nickname and notes. */
  bracelet: 'PULS0001',
  /** B2C pet tag (QR) of usuario@demo.portal. */
  pet: 'PET00001',
  /** B2B generator (BLE) of usuario@demo.portal, reported LOST. */
  lost: 'GER00001',
  /** B2B, full meta, unassigned (claimable). */
  unassigned: 'EXT00002',
  /** B2C, INACTIVE, unassigned. */
  inactive: 'PULS0003',
  /** B2B defibrillator of another user, BROKEN. */
  broken: 'MED00001',
} as const;

type DemoTag = {
  code: string;
  type: TagType;
  physicalType: PhysicalType;
  status?: TagStatus;
  notes?: string;
  meta?: TagMeta;
  owner?: string;
  /** An earlier owner, so the history shows a transfer. */
  previousOwner?: string;
  /** A status set after creation (written as a STATUS_CHANGED event). */
  later?: TagStatus;
};

const DEMO_USER = 'usuario@demo.portal';
const ADMIN = 'admin@demo.portal';

const extinguisherMeta: TagMeta = {
  serialNumber: 'EXT-2024-0001',
  model: 'Extintor PQS 6 kg ABC',
  technicalInfo: { details: 'Pó químico seco, classe ABC. Pressão de trabalho 1,0 MPa. Fabricante: Resil.' },
  location: '-23.5613, -46.6565',
  status: 'ACTIVE',
  nextService: '2026-03-15',
  maintenance: [
    { date: '2024-03-15', description: 'Instalação e inspeção inicial' },
    { date: '2025-03-14', description: 'Recarga anual e teste hidrostático' },
  ],
  documents: [
    { label: 'Manual do fabricante', url: 'https://www.gov.br/inmetro/pt-br' },
    { label: 'Laudo de inspeção 2025', url: 'https://exemplo.com.br/laudos/ext-2024-0001.pdf' },
  ],
  customTabs: [
    {
      title: 'Como usar',
      content:
        '<ol><li>Retire o pino de segurança.</li><li>Aponte a mangueira para a base do fogo.</li><li>Aperte o gatilho e faça movimentos de varredura.</li></ol><p>Em caso de emergência ligue <a href="tel:193">193</a>.</p>',
    },
  ],
};

const DEMO_TAGS: DemoTag[] = [
  {
    code: DEMO_TAG_CODES.equipment,
    type: 'B2B',
    physicalType: 'NFC',
    status: 'ACTIVE',
    meta: extinguisherMeta,
    owner: DEMO_USER,
    notes: 'Recepção, térreo',
  },
  {
    code: DEMO_TAG_CODES.bracelet,
    type: 'B2C',
    physicalType: 'NFC',
    status: 'ACTIVE',
    meta: { nickname: 'Pulseira do Bruno', notes: 'Alergia a penicilina. Tipo sanguíneo O+.', color: '#2563EB' },
    owner: DEMO_USER,
  },
  {
    code: DEMO_TAG_CODES.pet,
    type: 'B2C',
    physicalType: 'QR',
    status: 'ACTIVE',
    meta: { nickname: 'Coleira do Thor', color: '#16A34A' },
    owner: DEMO_USER,
  },
  {
    code: DEMO_TAG_CODES.lost,
    type: 'B2B',
    physicalType: 'BLE',
    status: 'ACTIVE',
    later: 'LOST',
    owner: DEMO_USER,
    notes: 'Desaparecido após evento externo',
    meta: {
      serialNumber: 'GER-5KVA-0042',
      model: 'Gerador portátil 5 kVA',
      location: 'Galpão 2, Rua das Indústrias, 120 - Campinas/SP',
      nextService: '2025-12-01',
    },
  },
  {
    code: DEMO_TAG_CODES.unassigned,
    type: 'B2B',
    physicalType: 'NFC',
    status: 'ACTIVE',
    meta: {
      ...extinguisherMeta,
      serialNumber: 'EXT-2024-0002',
      location: '-22.9068, -43.1729',
      maintenance: [{ date: '2025-02-10', description: 'Recarga anual' }],
    },
  },
  { code: DEMO_TAG_CODES.inactive, type: 'B2C', physicalType: 'NFC', notes: 'Estoque, caixa 3' },
  {
    code: DEMO_TAG_CODES.broken,
    type: 'B2B',
    physicalType: 'NFC',
    status: 'ACTIVE',
    later: 'BROKEN',
    owner: 'fernanda.alves@demo.portal',
    meta: {
      serialNumber: 'DEA-7781',
      model: 'Desfibrilador externo automático',
      location: 'https://maps.google.com/?q=-19.9167,-43.9345',
      nextService: '2025-08-20',
      maintenance: [{ date: '2024-08-20', description: 'Troca de pás e bateria' }],
      documents: [{ label: 'Certificado ANVISA', url: 'https://www.gov.br/anvisa/pt-br' }],
    },
  },
  {
    code: 'PULS0002',
    type: 'B2C',
    physicalType: 'NFC',
    status: 'ACTIVE',
    owner: 'daniela.souza@demo.portal',
    previousOwner: 'eduardo.lima@demo.portal',
    meta: { nickname: 'Pulseira da Daniela' },
  },
  { code: 'PULS0004', type: 'B2C', physicalType: 'NFC', status: 'INACTIVE', owner: 'igor.martins@demo.portal' },
  { code: 'PULS0005', type: 'B2C', physicalType: 'NFC', status: 'ACTIVE', later: 'LOST', notes: 'Perdida no parque' },
  { code: 'QRC00001', type: 'B2C', physicalType: 'QR', status: 'ACTIVE' },
  {
    code: 'BLE00001',
    type: 'B2B',
    physicalType: 'BLE',
    status: 'ACTIVE',
    later: 'BROKEN',
    meta: { serialNumber: 'BLE-BEACON-01', model: 'Beacon BLE 5.0' },
  },
];

/** A few dozen more unassigned tags, so the lists have pages and every status and type appears. */
function fillerTags(): DemoTag[] {
  const statuses: TagStatus[] = ['ACTIVE', 'INACTIVE', 'ACTIVE', 'LOST', 'INACTIVE', 'BROKEN'];
  const physical: PhysicalType[] = ['NFC', 'NFC', 'QR', 'BLE'];
  return Array.from({ length: 30 }, (_, index) => {
    const type: TagType = index % 2 === 0 ? 'B2B' : 'B2C';
    return {
      code: `${type === 'B2B' ? 'EQP' : 'TAG'}${String(index + 1).padStart(5, '0')}`,
      type,
      physicalType: physical[index % physical.length]!,
      status: statuses[Math.floor(index / 2) % statuses.length]!,
      ...(type === 'B2B' ? { meta: { serialNumber: `SN-${1000 + index}`, model: 'Etiqueta patrimonial' } } : {}),
    };
  });
}

/** Demo tags for the demo seed: a realistic mix in every status, some assigned, with history. Seeding twice is harmless. */
export async function seedDemoTags(services: Services): Promise<void> {
  if (await services.tags.findTagByCode(DEMO_TAG_CODES.equipment)) return;
  const adminRow = await services.users.findByEmail(ADMIN);
  // The seed acts for the admin (an admin role named, as every access check requires).
  const actor: Actor = adminRow
    ? { id: adminRow.id, name: adminRow.name || adminRow.email, role: 'ADMIN' }
    : { id: '00000000-0000-0000-0000-000000000000', name: 'Sistema', role: 'ADMIN' };
  const userIds = new Map<string, string>();
  const userId = async (email: string) => {
    if (!userIds.has(email)) {
      const row = await services.users.findByEmail(email);
      if (row) userIds.set(email, row.id);
    }
    return userIds.get(email);
  };

  for (const demo of [...DEMO_TAGS, ...fillerTags()]) {
    if (await services.tags.findTagByCode(demo.code)) continue;
    const tag = await services.tags.createTag(
      {
        code: demo.code,
        type: demo.type,
        physicalType: demo.physicalType,
        status: demo.status,
        notes: demo.notes,
        meta: demo.meta,
      },
      actor,
    );
    const previous = demo.previousOwner ? await userId(demo.previousOwner) : undefined;
    const owner = demo.owner ? await userId(demo.owner) : undefined;
    if (previous)
      await services.tags.assign(tag.id, { userId: previous, conflictMode: 'BLOCK', notes: 'Entrega inicial' }, actor);
    if (owner && previous) {
      await services.tags.transfer(
        tag.id,
        { fromUserId: previous, toUserId: owner, reason: 'Troca de titular', notes: null },
        actor,
      );
    } else if (owner) {
      await services.tags.assign(tag.id, { userId: owner, conflictMode: 'BLOCK', notes: 'Entregue ao cliente' }, actor);
    }
    if (demo.later) await services.tags.setStatus(tag.id, demo.later, actor);
  }
}
