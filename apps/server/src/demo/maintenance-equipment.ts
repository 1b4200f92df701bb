import type { TagMeta } from '@portal/shared';

/** The state a demo item is left in when the seed runs (dates are relative to that day). */
export type DemoState = 'overdue' | 'soon' | 'ok' | 'broken';

export type DemoEquipment = {
  code: string;
  state: DemoState;
  plan: { intervalDays: number } | { intervalMonths: number };
  /** Records in the year before the seed (4–12), the last one deciding the next service. */
  records: number;
  meta: TagMeta;
};

/**
 * The demo technician's equipment (issue 12): tecnico@demo.portal is responsible for each. They belong to an
 * equipment client of their own, an account without a profile: assigned to patrimonio@demo.portal they would open
 * (and crowd) that account's extinguisher page; here /t shows each tag's own technical sheet.
 */
export const DEMO_MAINTENANCE_OWNER = {
  email: 'condominio.aurora@demo.portal',
  name: 'Condomínio Edifício Aurora',
  password: 'demo12345',
} as const;
export const DEMO_TECHNICIAN = 'tecnico@demo.portal';

const docs = (...items: Array<[string, string]>) => items.map(([label, url]) => ({ label, url }));

export const DEMO_EQUIPMENT: DemoEquipment[] = [
  {
    code: 'MNT00001',
    state: 'overdue',
    plan: { intervalMonths: 12 },
    records: 5,
    meta: {
      serialNumber: 'EXT-PQS-2023-0117',
      model: 'Extintor PQS 6 kg ABC',
      technicalInfo: {
        details: 'Pó químico seco ABC, pressurizado. Fabricante: Resil. Teste hidrostático a cada 5 anos.',
      },
      location: 'Garagem G1, pilar 14 — -23.5617, -46.6562',
      documents: docs(['Laudo de inspeção', 'https://exemplo.com.br/laudos/ext-pqs-2023-0117.pdf']),
    },
  },
  {
    code: 'MNT00002',
    state: 'overdue',
    plan: { intervalDays: 30 },
    records: 12,
    meta: {
      serialNumber: 'DEA-ZOLL-88213',
      model: 'Desfibrilador externo automático ZOLL AED Plus',
      technicalInfo: { details: 'Autoteste mensal, eletrodos CPR-D-padz (validade 5 anos), baterias 123A.' },
      location: 'Recepção principal, ao lado do elevador — -23.5611, -46.6557',
      documents: docs(
        ['Manual do fabricante', 'https://www.zoll.com/pt-br'],
        ['Registro ANVISA', 'https://www.gov.br/anvisa/pt-br'],
      ),
    },
  },
  {
    code: 'MNT00003',
    state: 'overdue',
    plan: { intervalMonths: 6 },
    records: 4,
    meta: {
      serialNumber: 'HID-SUB-03',
      model: 'Hidrante de parede com abrigo e mangueira 1½"',
      technicalInfo: { details: 'Mangueira tipo 2, 30 m; esguicho regulável. Teste de pressão semestral.' },
      location: 'Escada de emergência, 3º andar — -23.5613, -46.6560',
    },
  },
  {
    code: 'MNT00004',
    state: 'soon',
    plan: { intervalDays: 90 },
    records: 5,
    meta: {
      serialNumber: 'GER-CUMMINS-150-7781',
      model: 'Gerador diesel Cummins 150 kVA',
      technicalInfo: { details: 'Partida automática (QTA). Troca de óleo a cada 250 h; teste com carga trimestral.' },
      location: 'Casa de máquinas, subsolo 2 — -23.5619, -46.6566',
      documents: docs(['Plano de manutenção do fabricante', 'https://www.cummins.com/pt']),
    },
  },
  {
    code: 'MNT00005',
    state: 'soon',
    plan: { intervalMonths: 1 },
    records: 12,
    meta: {
      serialNumber: 'CMP-SCHULZ-40-2291',
      model: 'Compressor de ar Schulz 40 pés',
      technicalInfo: { details: 'Dreno do reservatório semanal; válvula de segurança calibrada a 175 psi.' },
      location: 'Oficina de manutenção, galpão B — -23.5622, -46.6571',
    },
  },
  {
    code: 'MNT00006',
    state: 'soon',
    plan: { intervalDays: 180 },
    records: 4,
    meta: {
      serialNumber: 'EXT-CO2-2022-0550',
      model: 'Extintor CO2 6 kg BC',
      technicalInfo: { details: 'Dióxido de carbono para quadros elétricos. Pesagem semestral.' },
      location: 'Sala do quadro geral de energia — -23.5615, -46.6558',
    },
  },
  {
    code: 'MNT00007',
    state: 'ok',
    plan: { intervalMonths: 1 },
    records: 12,
    meta: {
      serialNumber: 'ELV-ATLAS-5512',
      model: 'Elevador social Atlas Schindler 8 passageiros',
      technicalInfo: { details: 'Manutenção preventiva mensal obrigatória (NBR 16083). Cabos e freio inspecionados.' },
      location: 'Torre A, poço do elevador social — -23.5612, -46.6561',
      documents: docs(['Contrato de manutenção', 'https://exemplo.com.br/contratos/elv-atlas-5512.pdf']),
    },
  },
  {
    code: 'MNT00008',
    state: 'ok',
    plan: { intervalDays: 90 },
    records: 6,
    meta: {
      serialNumber: 'HVAC-CARRIER-30XA-0042',
      model: 'Ar-condicionado central Carrier 30XA (chiller)',
      technicalInfo: { details: 'PMOC: limpeza de filtros e bandejas trimestral; análise da água de condensação.' },
      location: 'Cobertura, casa de máquinas do ar — -23.5610, -46.6555',
      documents: docs(['PMOC vigente', 'https://exemplo.com.br/pmoc/hvac-0042.pdf']),
    },
  },
  {
    code: 'MNT00009',
    state: 'ok',
    plan: { intervalDays: 365 },
    records: 4,
    meta: {
      serialNumber: 'BMB-INC-JOCKEY-12',
      model: 'Bomba de incêndio jockey 5 cv',
      technicalInfo: { details: 'Pressurização da rede de hidrantes; teste de partida automática anual.' },
      location: 'Casa de bombas, subsolo 1 — -23.5618, -46.6564',
    },
  },
  {
    code: 'MNT00010',
    state: 'ok',
    plan: { intervalMonths: 6 },
    records: 5,
    meta: {
      serialNumber: 'ILU-EMERG-BLOCO-C',
      model: 'Central de iluminação de emergência 24 V',
      technicalInfo: { details: 'Autonomia mínima de 1 h; teste de descarga semestral das baterias.' },
      location: 'Bloco C, sala técnica do térreo — -23.5620, -46.6568',
    },
  },
  {
    code: 'MNT00011',
    state: 'broken',
    plan: { intervalDays: 30 },
    records: 8,
    meta: {
      serialNumber: 'PRT-CORTA-FOGO-07',
      model: 'Porta corta-fogo P-90 com barra antipânico',
      technicalInfo: { details: 'Mola aérea e barra antipânico; fechamento automático verificado mensalmente.' },
      location: 'Saída de emergência, 7º andar — -23.5614, -46.6563',
    },
  },
  {
    code: 'MNT00012',
    state: 'broken',
    plan: { intervalDays: 90 },
    records: 6,
    meta: {
      serialNumber: 'ALM-CENTRAL-INTELBRAS-3',
      model: 'Central de alarme de incêndio Intelbras CIE 1125',
      technicalInfo: { details: 'Laço endereçável com 48 detectores; bateria de 12 V 7 Ah.' },
      location: 'Portaria, painel de segurança — -23.5612, -46.6559',
      documents: docs(['Manual da central', 'https://www.intelbras.com/pt-br']),
    },
  },
];

/** What the technician wrote, by type: realistic texts for the log. */
export const DEMO_DESCRIPTIONS = {
  PREVENTIVA: [
    'Manutenção preventiva conforme o plano: limpeza, lubrificação e testes funcionais.',
    'Preventiva programada: componentes conferidos, nenhum desgaste fora do normal.',
    'Revisão periódica completa; checklist do fabricante cumprido.',
  ],
  INSPECAO: [
    'Inspeção visual: lacre, sinalização e acesso desobstruído.',
    'Inspeção de rotina; registro fotográfico do estado do equipamento.',
  ],
  CORRETIVA: [
    'Troca de peça com defeito e teste de funcionamento.',
    'Reparo após falha relatada pelo cliente; equipamento testado.',
  ],
  CALIBRACAO: ['Calibração com instrumento padrão rastreável; desvio dentro da tolerância.'],
} as const;
