import type { z } from 'zod';
import { createProfileRequestSchema, updatePageRequestSchema, type PageTheme } from '@portal/shared';
import type { Actor } from '../lib/actor.js';
import type { Services } from '../services.js';

type Slugs = { child: string; pet: string; userExtinguisher: string; userGenerator: string };

type DemoProfile = {
  slug: string;
  /** As the 'Novo perfil' form would send it (checked with the API's own schema). */
  profile: z.input<typeof createProfileRequestSchema>;
  page?: { description?: string; theme?: Partial<PageTheme> };
  /** The tag that opens this profile: one of the tags seed's (by code), or a new B2C one assigned to the account. */
  tag: { code: string; create?: { nickname: string; color: string } };
};

const DEMO_USER = 'usuario@demo.portal';

/** About four years old whenever the demo is seeded, so the page's age reads '4 anos'. */
const fourYearsAgo = () => `${new Date().getFullYear() - 4}-03-10`;

function demoProfiles(slugs: Slugs): DemoProfile[] {
  return [
    {
      slug: slugs.child,
      profile: {
        name: 'Lívia Usuário',
        kind: 'PERSON',
        dateOfBirth: '2016-08-23',
        notes: 'Estuda na Escola Municipal Jardim Paulista (3º ano).',
        criticalAlerts: ['Alergia grave a amendoim: adrenalina na mochila'],
        emergencyContacts: [
          { name: 'Bruno Usuário', phone: '(11) 98765-4321', relationship: 'Pai', whatsapp: true },
          { name: 'Mariana Usuário', phone: '(11) 99876-5432', relationship: 'Mãe', email: 'mariana@exemplo.com.br' },
        ],
        medicalInfo: {
          bloodType: 'A+',
          allergies: ['Amendoim'],
          notes: 'Alergia grave a amendoim: leva caneta de adrenalina na mochila.',
        },
      },
      page: {
        description: 'Cartão de emergência da Lívia.',
        theme: { primaryColor: '#7C3AED', backgroundColor: '#F5F3FF', textColor: '#1F2937', fontFamily: 'Lato' },
      },
      tag: { code: 'PULS0006', create: { nickname: 'Pulseira da Lívia', color: '#7C3AED' } },
    },
    {
      slug: slugs.pet,
      profile: {
        name: 'Thor',
        kind: 'PET',
        notes: 'Labrador caramelo, dócil. Atende pelo nome. Se o encontrar, ligue para o tutor.',
        emergencyContacts: [
          { name: 'Bruno Usuário', phone: '(11) 98765-4321', relationship: 'Tutor', whatsapp: true },
          { name: 'Mariana Usuário', phone: '(11) 99876-5432', relationship: 'Tutora' },
        ],
        medicalInfo: { allergies: ['Frango'], medications: ['Apoquel 16 mg'] },
        petInfo: {
          species: 'Cão',
          breed: 'Labrador',
          color: 'Caramelo',
          birthDate: fourYearsAgo(),
          microchip: '985112004587321',
          vaccinations: ['V10 (mar/2025)', 'Antirrábica (mar/2025)'],
          vetContact: 'Clínica Vet Pinheiros — (11) 3222-1111',
          temperament: 'Dócil, atende por Thor, tem medo de motos.',
        },
        address: { neighborhood: 'Consolação', city: 'São Paulo', state: 'SP' },
      },
      page: {
        description: 'Cão de estimação do Bruno.',
        theme: { primaryColor: '#16A34A', backgroundColor: '#F0FDF4', textColor: '#14532D', fontFamily: 'Montserrat' },
      },
      tag: { code: 'PET00001' },
    },
    {
      slug: slugs.userExtinguisher,
      profile: {
        name: 'Extintor PQS — Recepção',
        kind: 'EQUIPMENT',
        notes: 'Recarga anual em março. Em caso de uso, avise a Resil para a recarga.',
        equipmentInfo: {
          brand: 'Resil',
          model: 'Extintor PQS 6 kg ABC',
          serialNumber: 'EXT-2024-0001',
          location: 'Recepção, térreo — Rua Augusta, 1500 (-23.5613, -46.6565)',
          responsibleCompany: 'Resil Extintores',
          contactPhone: '(11) 3456-7000',
        },
      },
      page: { description: 'Ficha técnica do extintor da recepção.' },
      tag: { code: 'EXT00001' },
    },
    {
      slug: slugs.userGenerator,
      profile: {
        name: 'Gerador portátil 5 kVA',
        kind: 'EQUIPMENT',
        notes: 'Desaparecido após evento externo. Se o encontrar, ligue para o responsável.',
        equipmentInfo: {
          model: 'Gerador portátil 5 kVA',
          serialNumber: 'GER-5KVA-0042',
          location: 'Galpão 2, Rua das Indústrias, 120 - Campinas/SP',
          responsibleCompany: 'Bruno Usuário',
          contactPhone: '(11) 98765-4321',
        },
      },
      page: { description: 'Gerador do galpão 2.' },
      tag: { code: 'GER00001' },
    },
  ];
}

/**
 * The demo user's other profiles (issue 14): a child with her own emergency card and bracelet, the pet Thor and two
 * pieces of equipment, each with its page and the tag that opens it. A profile whose slug exists is left as it is,
 * so seeding twice is harmless.
 */
export async function seedDemoAccountProfiles(services: Services, slugs: Slugs, actor: Actor | null): Promise<void> {
  const user = await services.users.findByEmail(DEMO_USER);
  if (!user || !actor || !(await services.profiles.findProfileOfUser(user.id))) return;
  for (const demo of demoProfiles(slugs)) {
    if (await services.pages.findPageByKey(demo.slug)) continue;
    const profile = await services.profiles.createMine(
      user.id,
      createProfileRequestSchema.parse({ ...demo.profile, publicPageSlug: demo.slug }),
    );
    if (demo.page && profile.page) {
      await services.pages.updatePage(
        profile.page.id,
        updatePageRequestSchema.parse({ title: profile.page.title, slug: profile.page.slug, ...demo.page }),
      );
    }
    let tag = await services.tags.findTagByCode(demo.tag.code);
    if (!tag && demo.tag.create) {
      const created = await services.tags.createTag(
        {
          code: demo.tag.code,
          type: 'B2C',
          physicalType: 'NFC',
          status: 'ACTIVE',
          meta: { nickname: demo.tag.create.nickname, color: demo.tag.create.color },
        },
        actor,
      );
      await services.tags.assign(
        created.id,
        { userId: user.id, conflictMode: 'BLOCK', notes: 'Entregue ao cliente' },
        actor,
      );
      tag = await services.tags.findTagByCode(demo.tag.code);
    }
    if (tag?.assignedUserId === user.id) await services.tags.linkTagToProfile(tag.id, profile.id, actor);
  }
}
