/**
 * Sites (issue 44 item 1): a client's buildings (name, address, optional CNPJ of the building's owner); each
 * equipment tag belongs to one site and a place inside it ('2º andar, corredor B'). GET|POST /admin/sites,
 * GET|PATCH|DELETE /admin/sites/{id}; a tag's site and place in PATCH /admin/bracelets/{id}.
 */
import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { withoutNul } from './tag-meta.js';
import { isValidCnpj, normalizeCnpj } from './cnpj.js';

export const SITE_NAME_MAX = 120;
export const SITE_ADDRESS_MAX = 300;
/** A place inside a site, as a technician reads it on the equipment ('2º andar, corredor B'). */
export const TAG_PLACE_MAX = 120;

export const SITE_TEXTS = {
  title: 'Locais',
  description: 'Os prédios de cada cliente: cada equipamento fica em um local e em um ponto dele.',
  newSite: 'Novo local',
  editSite: 'Editar local',
  name: 'Nome do local',
  address: 'Endereço',
  cnpj: 'CNPJ do proprietário (opcional)',
  client: 'Cliente',
  place: 'Ponto no local',
  placeHint: 'Onde o equipamento fica no local, como "2º andar, corredor B".',
  site: 'Local',
  whereTitle: 'Onde fica',
  noSite: 'Sem local',
  allSites: 'Todos os locais',
  filterBySite: 'Filtrar por local',
  equipmentCount: 'Equipamentos',
  nameRequired: 'Informe o nome do local.',
  nameTooLong: `O nome do local deve ter no máximo ${SITE_NAME_MAX} caracteres.`,
  addressRequired: 'Informe o endereço do local.',
  addressTooLong: `O endereço deve ter no máximo ${SITE_ADDRESS_MAX} caracteres.`,
  cnpjInvalid: 'CNPJ inválido: confira os 14 caracteres e os dígitos verificadores.',
  placeTooLong: `O ponto no local deve ter no máximo ${TAG_PLACE_MAX} caracteres.`,
  clientRequired: 'Escolha o cliente dono do local.',
  clientNotFound: 'Cliente não encontrado: o local pertence a uma conta de cliente (papel Usuário).',
  notFound: 'Local não encontrado.',
  siteOfAnotherClient: 'Este local pertence a outro cliente: escolha um local do dono da tag.',
  tagWithoutOwner: 'Atribua a tag a um cliente antes de escolher o local.',
  onlyEquipment: 'Só equipamentos (tags B2B) ficam em um local.',
  created: 'Local criado com sucesso!',
  updated: 'Local atualizado com sucesso!',
  deleted: 'Local excluído.',
  saveFailed: 'Não foi possível salvar o local. Tente novamente.',
  deleteFailed: 'Não foi possível excluir o local. Tente novamente.',
  loadFailed: 'Não foi possível carregar os locais.',
  empty: 'Nenhum local cadastrado',
  deleteTitle: 'Excluir local',
  deleteConfirm: (name: string, count: number) =>
    `O local "${name}" será excluído. ${
      count === 0
        ? 'Nenhum equipamento está nele.'
        : count === 1
          ? 'O equipamento dele fica sem local (o ponto no local é mantido).'
          : `Os ${count} equipamentos dele ficam sem local (o ponto no local é mantido).`
    }`,
  placeSaved: 'Local do equipamento salvo.',
  placeSaveFailed: 'Não foi possível salvar o local do equipamento.',
} as const;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).transform(withoutNul).pipe(z.string().trim().min(1, required).max(max, tooLong));

/** Optional CNPJ: '' or null clears it; otherwise normalised and checked. */
const cnpjField = z
  .string({ error: SITE_TEXTS.cnpjInvalid })
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const cnpj = normalizeCnpj(value ?? '');
    if (cnpj === '') return null;
    if (!isValidCnpj(cnpj)) {
      ctx.addIssue({ code: 'custom', message: SITE_TEXTS.cnpjInvalid });
      return z.NEVER;
    }
    return cnpj;
  });

const siteFields = {
  name: text(SITE_NAME_MAX, SITE_TEXTS.nameRequired, SITE_TEXTS.nameTooLong),
  address: text(SITE_ADDRESS_MAX, SITE_TEXTS.addressRequired, SITE_TEXTS.addressTooLong),
  cnpj: cnpjField,
};

/** POST /admin/sites. `userId`: the client's account (a USER), as a tag's `assignedUserId`. */
export const createSiteRequestSchema = z.object({
  userId: z.uuid({ error: SITE_TEXTS.clientRequired }),
  ...siteFields,
});
export type CreateSiteRequest = z.infer<typeof createSiteRequestSchema>;
export type CreateSiteRequestBody = z.input<typeof createSiteRequestSchema>;

/** PATCH /admin/sites/{id}: the fields sent change (the client stays: its tags are placed in its sites). */
export const updateSiteRequestSchema = z.object({
  name: siteFields.name.optional(),
  address: siteFields.address.optional(),
  cnpj: cnpjField,
});
export type UpdateSiteRequest = z.infer<typeof updateSiteRequestSchema>;
export type UpdateSiteRequestBody = z.input<typeof updateSiteRequestSchema>;

export const siteSchema = z.object({
  id: z.string(),
  userId: z.string(),
  clientName: z.string().nullable(),
  clientEmail: z.string(),
  name: z.string(),
  address: z.string(),
  /** 14 characters, unformatted (formatCnpj shows it); null when not given. */
  cnpj: z.string().nullable(),
  /** The equipment tags placed in it. */
  equipmentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

export const listSitesQuerySchema = paginationQuerySchema.extend({
  /** One client's sites (the account id). */
  userId: z.uuid({ error: 'userId inválido' }).optional(),
  search: z.string().transform(withoutNul).pipe(z.string().trim().max(200)).optional(),
});
export type ListSitesQuery = z.infer<typeof listSitesQuerySchema>;

export const listSitesResponseSchema = z.object({ items: z.array(siteSchema), pagination: paginationSchema });
export type ListSitesResponse = z.infer<typeof listSitesResponseSchema>;

/**
 * PATCH /admin/bracelets/{id}: the tag's site (one of its owner's; null takes it out) and the place inside it (''
 * or null clears it). What is not sent stays.
 */
export const tagPlacementRequestSchema = z.object({
  siteId: z.uuid({ error: SITE_TEXTS.notFound }).nullable().optional(),
  place: z
    .string({ error: SITE_TEXTS.placeTooLong })
    .transform(withoutNul)
    .pipe(z.string().trim().max(TAG_PLACE_MAX, SITE_TEXTS.placeTooLong))
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
export type TagPlacementRequest = z.infer<typeof tagPlacementRequestSchema>;
export type TagPlacementRequestBody = z.input<typeof tagPlacementRequestSchema>;
