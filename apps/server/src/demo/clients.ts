import type { z } from 'zod';
import {
  createClientRequestSchema,
  updateClientRequestSchema,
  updatePageRequestSchema,
  type PageTheme,
  type TagMeta,
} from '@portal/shared';
import type { Services } from '../services.js';
import type { Actor } from '../lib/actor.js';
import { seedDemoAccountProfiles } from './profiles.js';

/** Slugs the demo data always has: the e2e journeys, the screenshots and the README use them. */
export const DEMO_PAGE_SLUGS = {
  /** usuario@demo.portal: complete person profile, active, with the bracelet PULS0001. */
  user: 'bruno-usuario',
  /** Partial profile (name and one contact), active. */
  partial: 'daniela-souza',
  /** Medical info and notes private: the public page leaves them out. */
  privateMedical: 'eduardo-lima',
  /** An inactive page: /p/{slug} answers 'Página não encontrada ou não está ativa'. */
  inactive: 'fernanda-alves',
  /** A pet: Thor, a profile of usuario@demo.portal (issue 14), opened by the tag PET00001. */
  pet: 'thor',
  /** Equipment with its technical sheet, linked to the B2B tag EXT00010 (the patrimonio@demo.portal account). */
  equipment: 'extintor-recepcao',
  /** usuario@demo.portal's daughter Lívia (a second PERSON profile with her own emergency card), tag PULS0006. */
  child: 'livia-usuario',
  /** usuario@demo.portal's extinguisher (EQUIPMENT profile), opened by the B2B tag EXT00001. */
  userExtinguisher: 'extintor-recepcao-bruno',
  /** usuario@demo.portal's generator (EQUIPMENT profile), opened by the B2B tag GER00001 (reported LOST). */
  userGenerator: 'gerador-galpao-bruno',
} as const;

/** The B2B tag this seed adds for the equipment client (the tags seed's own tags keep their owners). */
export const DEMO_EQUIPMENT_TAG = 'EXT00010';

type DemoClient = {
  /** An account of accounts.ts that gets a profile, or a new account. */
  email: string;
  name: string;
  slug: string;
  /** As a form would send it (checked with the API's own schemas). */
  profile: z.input<typeof updateClientRequestSchema>;
  page?: {
    description?: string;
    theme?: Partial<PageTheme>;
    seo?: { metaTitle?: string; metaDescription?: string; keywords?: string[] };
    isActive?: boolean;
  };
};

const equipmentMeta: TagMeta = {
  serialNumber: 'EXT-2025-0310',
  model: 'Extintor CO2 6 kg classe BC',
  technicalInfo: { details: 'Dióxido de carbono, para equipamentos elétricos energizados. Fabricante: Kidde Brasil.' },
  location: 'Recepção, térreo — -23.5614, -46.6559',
  status: 'ACTIVE',
  nextService: '2026-05-10',
  maintenance: [
    { date: '2025-05-10', description: 'Instalação e inspeção inicial' },
    { date: '2025-11-10', description: 'Inspeção semestral: lacre e manômetro conferidos' },
  ],
  documents: [{ label: 'Ficha técnica do fabricante', url: 'https://www.gov.br/inmetro/pt-br' }],
  customTabs: [
    {
      title: 'Como usar',
      content:
        '<ol><li>Retire o pino de segurança.</li><li>Segure a mangueira pelo punho (o difusor fica muito frio).</li><li>Aperte o gatilho e dirija o jato à base do fogo.</li></ol><p>Em caso de emergência ligue <a href="tel:193">193</a> (Bombeiros).</p>',
    },
  ],
};

const DEMO_CLIENTS: DemoClient[] = [
  {
    email: 'usuario@demo.portal',
    name: 'Bruno Usuário',
    slug: DEMO_PAGE_SLUGS.user,
    profile: {
      email: 'bruno.usuario@exemplo.com.br',
      phone: '(11) 98765-4321',
      dateOfBirth: '1986-04-12',
      notes: 'Usa lentes de contato. Doador de órgãos.',
      address: {
        street: 'Rua Augusta',
        number: '1500',
        complement: 'apto 82',
        neighborhood: 'Consolação',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01304-001',
        country: 'Brasil',
      },
      // Issue 41: what a responder must see first, and the contact who answers on WhatsApp.
      criticalAlerts: ['Alergia grave: penicilina', 'Hipertenso: toma losartana'],
      emergencyContacts: [
        {
          name: 'Mariana Usuário',
          phone: '(11) 99876-5432',
          relationship: 'Esposa',
          email: 'mariana@exemplo.com.br',
          whatsapp: true,
        },
        { name: 'Carlos Usuário', phone: '+55 (21) 3456-7890', relationship: 'Pai' },
      ],
      medicalInfo: {
        bloodType: 'O+',
        allergies: ['Penicilina', 'Frutos do mar'],
        medications: ['Losartana 50 mg (manhã)'],
        conditions: ['Hipertensão'],
        notes: 'Em caso de desmaio, verificar a pressão arterial. Não administrar penicilina.',
        doctorContact: 'Dra. Helena Prado — (11) 3333-4444',
        insuranceInfo: 'Saúde Total, carteirinha 0012 3456 7890',
      },
    },
    page: {
      description: 'Informações de emergência do Bruno.',
      seo: {
        metaTitle: 'Bruno Usuário — Perfil de emergência',
        metaDescription: 'Contatos e informações médicas de emergência.',
        keywords: ['emergência', 'saúde'],
      },
    },
  },
  {
    email: 'daniela.souza@demo.portal',
    name: 'Daniela Souza',
    slug: DEMO_PAGE_SLUGS.partial,
    profile: { emergencyContacts: [{ name: 'Paulo Souza', phone: '(31) 98888-1111', relationship: 'Irmão' }] },
    page: {
      theme: {
        primaryColor: '#DB2777',
        backgroundColor: '#FDF2F8',
        textColor: '#111827',
        fontFamily: 'Lato, sans-serif',
      },
    },
  },
  {
    email: 'eduardo.lima@demo.portal',
    name: 'Eduardo Lima',
    slug: DEMO_PAGE_SLUGS.privateMedical,
    profile: {
      phone: '(41) 97777-2222',
      emergencyContacts: [{ name: 'Lúcia Lima', phone: '(41) 96666-3333', relationship: 'Mãe' }],
      medicalInfo: { bloodType: 'A-', conditions: ['Diabetes tipo 1'], medications: ['Insulina'] },
      notes: 'Anotação particular: não é mostrada ao público.',
      isMedicalInfoPublic: false,
      isNotesPublic: false,
    },
  },
  {
    email: 'fernanda.alves@demo.portal',
    name: 'Fernanda Alves',
    slug: DEMO_PAGE_SLUGS.inactive,
    profile: {
      medicalInfo: { bloodType: 'B+' },
      emergencyContacts: [{ name: 'Rafael Alves', phone: '(51) 95555-4444', relationship: 'Marido' }],
    },
    page: { isActive: false },
  },
  {
    email: 'patrimonio@demo.portal',
    name: 'Extintor CO2 — Recepção',
    slug: DEMO_PAGE_SLUGS.equipment,
    profile: {
      kind: 'EQUIPMENT',
      notes: 'Responsável: equipe de manutenção predial.',
      emergencyContacts: [{ name: 'Manutenção predial', phone: '(11) 3000-1234', relationship: 'Responsável' }],
      meta: equipmentMeta,
      isNamePublic: true,
    },
    page: {
      description: 'Ficha técnica e manutenção do extintor da recepção.',
      theme: { primaryColor: '#DC2626', backgroundColor: '#FEF2F2', textColor: '#111827', fontFamily: 'Roboto' },
    },
  },
];

const DEMO_PASSWORD = 'demo12345';

/**
 * Demo clients for the demo seed: complete and partial person profiles (one of them the demo user, who also owns a
 * child's, a pet's and two pieces of equipment's profiles), a private-medical one, an inactive page and an equipment
 * account linked to a B2B tag. Seeding twice is harmless.
 */
export async function seedDemoClients(services: Services): Promise<void> {
  const admin = await services.users.findByEmail('admin@demo.portal');
  const actor: Actor | null = admin ? { id: admin.id, name: admin.name || admin.email, role: 'ADMIN' } : null;
  for (const demo of DEMO_CLIENTS) {
    let user = await services.users.findByEmail(demo.email);
    if (user && (await services.profiles.findProfileOfUser(user.id))) continue;
    let profileId: string;
    if (!user) {
      const { profile } = await services.clients.createClient(
        createClientRequestSchema.parse({
          email: demo.email,
          password: DEMO_PASSWORD,
          role: 'USER',
          profile: { ...demo.profile, name: demo.name, publicPageSlug: demo.slug },
        }),
      );
      profileId = profile!.id;
      user = await services.users.findByEmail(demo.email);
    } else {
      const page = await services.pages.createMyPage(
        { id: user.id, name: user.name, role: 'ADMIN' },
        { userId: user.id, name: demo.name, title: '', slug: demo.slug, publicPageSlug: undefined, description: '' },
        true,
      );
      profileId = page.profileId;
      await services.clients.updateClient(profileId, updateClientRequestSchema.parse(demo.profile));
    }
    const page = await services.pages.findPageOfProfile(profileId);
    if (page && demo.page) {
      await services.pages.updatePage(
        page.page.id,
        updatePageRequestSchema.parse({ title: page.page.title, slug: page.page.slug, ...demo.page }),
      );
    }
    if (
      demo.profile.kind === 'EQUIPMENT' &&
      user &&
      actor &&
      !(await services.tags.findTagByCode(DEMO_EQUIPMENT_TAG))
    ) {
      const tag = await services.tags.createTag(
        {
          code: DEMO_EQUIPMENT_TAG,
          type: 'B2B',
          physicalType: 'NFC',
          status: 'ACTIVE',
          notes: 'Recepção',
          meta: equipmentMeta,
        },
        actor,
      );
      await services.tags.assign(
        tag.id,
        { userId: user.id, conflictMode: 'BLOCK', notes: 'Etiqueta do extintor da recepção' },
        actor,
      );
    }
  }
  await seedDemoAccountProfiles(services, DEMO_PAGE_SLUGS, actor);
}
