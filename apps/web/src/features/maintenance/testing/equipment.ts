import type {
  EquipmentDetailResponse,
  EquipmentSummary,
  ListEquipmentResponse,
  MaintenanceRecord,
} from '@portal/shared';

/** Test data of the technician area, in the contract's shapes. */
export const summary = (overrides: Partial<EquipmentSummary> = {}): EquipmentSummary => ({
  id: '00000000-0000-4000-8000-000000000001',
  code: 'MNT00001',
  status: 'ACTIVE',
  serialNumber: 'SN-001',
  model: 'Extintor PQS 6kg',
  location: 'Casa de máquinas, subsolo 2',
  clientName: 'Hospital Central',
  profileName: null,
  nextService: '2026-10-01',
  due: 'overdue',
  lastService: { performedAt: '2026-04-01', type: 'PREVENTIVA', outcome: 'OK' },
  plan: null,
  ...overrides,
});

export const listAnswer = (items: EquipmentSummary[]): ListEquipmentResponse => ({
  items,
  pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 },
  counts: { overdue: 3, soon: 2, ok: 6, outOfService: 1 },
});

export const record = (overrides: Partial<MaintenanceRecord> = {}): MaintenanceRecord => ({
  id: 'rec-1',
  tagId: '00000000-0000-4000-8000-000000000001',
  code: 'MNT00001',
  performedAt: '2026-04-01',
  type: 'PREVENTIVA',
  description: 'Recarga e teste de pressão.',
  outcome: 'OK',
  technicianId: 'tech-1',
  technicianName: 'Carla Técnica',
  durationMinutes: 45,
  costCents: 12_050,
  internalNotes: null,
  attachments: [],
  source: 'RECORD',
  editableUntil: null,
  createdAt: '2026-04-01T13:00:00.000Z',
  updatedAt: '2026-04-01T13:00:00.000Z',
  ...overrides,
});

/** A 6-month service plan with Carla as its technician. */
export const planFixture = () => ({
  intervalDays: null,
  intervalMonths: 6,
  technicianId: 'tech-1',
  technicianName: 'Carla Técnica',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export const detailAnswer = (overrides: Partial<EquipmentDetailResponse> = {}): EquipmentDetailResponse => {
  const plan = planFixture();
  return {
    equipment: {
      ...summary({ plan }),
      details: 'Classe ABC',
      mapUrl: 'https://www.google.com/maps?q=-23.55,-46.63',
      notes: null,
    },
    plan,
    records: [
      record(),
      record({ id: 'rec-0', performedAt: '2025-10-01', type: 'INSPECAO', description: 'Inspeção visual.' }),
    ],
    documents: [{ label: 'Manual do fabricante', url: 'https://example.com/manual.pdf' }],
    ...overrides,
  };
};
