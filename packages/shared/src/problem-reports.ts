/**
 * 'Relatar um problema' (issue 44 item 6): a visitor of an equipment's /t/{code} reports what is wrong with no sign-in
 * and no JavaScript (POST /t/{code}/problema); it opens a 'Chamado' the technicians take and a record closes.
 * GET /tecnico/chamados, PATCH /tecnico/chamados/{id}.
 */
import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { PHONE_TEXTS, toE164 } from './phone.js';
import { withoutNul } from './tag-meta.js';

/** What is wrong, the public form's list (`tipo`). */
export const PROBLEM_KINDS = [
  'VAZAMENTO',
  'LACRE_ROMPIDO',
  'MANOMETRO_FORA_DA_FAIXA',
  'EQUIPAMENTO_DANIFICADO',
  'ACESSO_OBSTRUIDO',
  'EQUIPAMENTO_AUSENTE',
  'SINALIZACAO',
  'OUTRO',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];
export const PROBLEM_KIND_LABELS: Record<ProblemKind, string> = {
  VAZAMENTO: 'Vazamento',
  LACRE_ROMPIDO: 'Lacre rompido',
  MANOMETRO_FORA_DA_FAIXA: 'Manômetro fora da faixa',
  EQUIPAMENTO_DANIFICADO: 'Equipamento danificado',
  ACESSO_OBSTRUIDO: 'Acesso obstruído',
  EQUIPAMENTO_AUSENTE: 'Equipamento ausente',
  SINALIZACAO: 'Sinalização ausente ou ilegível',
  OUTRO: 'Outro',
};

export const PROBLEM_STATUSES = ['ABERTO', 'EM_ATENDIMENTO', 'RESOLVIDO'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];
export const PROBLEM_STATUS_LABELS: Record<ProblemStatus, string> = {
  ABERTO: 'Aberto',
  EM_ATENDIMENTO: 'Em atendimento',
  RESOLVIDO: 'Resolvido',
};

export const PROBLEM_DESCRIPTION_MAX = 1000;
export const PROBLEM_NAME_MAX = 100;

export const PROBLEM_TEXTS = {
  formTitle: 'Relatar um problema',
  formIntro: 'Viu algo errado neste equipamento? Conte para a equipe de manutenção. Não é preciso entrar no portal.',
  kind: 'O que está errado?',
  kindPick: 'Escolha uma opção',
  description: 'Descreva o problema',
  descriptionHint: 'Até 1.000 caracteres.',
  photo: 'Foto (opcional)',
  name: 'Seu nome (opcional)',
  phone: 'Seu telefone (opcional)',
  phoneHint: 'Só a equipe de manutenção vê o seu telefone, para falar com você se precisar.',
  send: 'Enviar relato',
  sentTitle: 'Problema relatado',
  sent: 'Obrigado! A equipe de manutenção foi avisada e vai verificar o equipamento.',
  back: 'Voltar ao equipamento',
  kindRequired: 'Escolha o que está errado.',
  descriptionRequired: 'Descreva o problema (com "Outro", conte o que houve).',
  descriptionTooLong: 'A descrição deve ter no máximo 1.000 caracteres.',
  nameTooLong: `O nome deve ter no máximo ${PROBLEM_NAME_MAX} caracteres.`,
  tooMany: 'Muitos relatos enviados. Tente novamente mais tarde.',
  notEquipment: 'Só equipamentos recebem relatos de problema.',
  // The technician's panel and the admin's screen.
  title: 'Chamados',
  screenDescription: 'Problemas relatados na página pública dos equipamentos.',
  loadFailed: 'Não foi possível carregar os chamados.',
  empty: 'Nenhum chamado',
  notFound: 'Chamado não encontrado.',
  take: 'Assumir',
  taken: 'Chamado assumido.',
  resolve: 'Marcar como resolvido',
  resolved: 'Chamado resolvido.',
  updateFailed: 'Não foi possível atualizar o chamado.',
  alreadyTaken: (name: string) => `Este chamado já está em atendimento com ${name}.`,
  alreadyResolved: 'Este chamado já foi resolvido.',
  notYours: 'Só o técnico que assumiu o chamado (ou um administrador) pode resolvê-lo.',
  technicianNotFound: 'Técnico não encontrado.',
  filterStatus: 'Filtrar por situação',
  allStatuses: 'Todas as situações',
  reporter: 'Quem relatou',
  anonymous: 'Anônimo',
  closedByRecord: 'Fechado pelo registro de manutenção',
  recordClosesHint: 'Um registro com resultado OK feito por quem assumiu o chamado o resolve.',
  // The notice to the site's responsible and the admins.
  noticeTitle: (code: string) => `Problema relatado no equipamento ${code}`,
  noticeBody: (kind: string, code: string, where: string) =>
    `${kind} — equipamento ${code}${where ? ` (${where})` : ''}.`,
} as const;

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .transform(withoutNul)
    .pipe(z.string().trim().max(max, tooLong))
    .optional()
    .transform((value) => value || undefined);

/**
 * The public form's fields as posted (urlencoded or multipart). A description over PROBLEM_DESCRIPTION_MAX is
 * answered 413 by the route before this schema (the acceptance's status); the phone is read as the other phones are
 * (E.164).
 */
export const problemReportFormSchema = z
  .object({
    tipo: z.enum(PROBLEM_KINDS, { error: PROBLEM_TEXTS.kindRequired }),
    descricao: z
      .string()
      .transform(withoutNul)
      .pipe(z.string().trim().max(PROBLEM_DESCRIPTION_MAX, PROBLEM_TEXTS.descriptionTooLong))
      .default(''),
    nome: optionalText(PROBLEM_NAME_MAX, PROBLEM_TEXTS.nameTooLong),
    telefone: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const e164 = toE164(value);
        if (!e164) {
          ctx.addIssue({ code: 'custom', message: PHONE_TEXTS.unreadable });
          return z.NEVER;
        }
        return e164;
      }),
  })
  .superRefine((form, ctx) => {
    if (form.tipo === 'OUTRO' && !form.descricao)
      ctx.addIssue({ code: 'custom', message: PROBLEM_TEXTS.descriptionRequired, path: ['descricao'] });
  });
export type ProblemReportForm = z.infer<typeof problemReportFormSchema>;

/** A chamado as the technicians and admins read it (the reporter's phone is theirs only, never public). */
export const problemReportSchema = z.object({
  id: z.string(),
  tagId: z.string(),
  code: z.string(),
  siteId: z.string().nullable(),
  siteName: z.string().nullable(),
  place: z.string().nullable(),
  clientName: z.string().nullable(),
  kind: z.enum(PROBLEM_KINDS),
  description: z.string(),
  /** The photo (signed for this session), when one was sent. */
  photoUrl: z.string().nullable(),
  reporterName: z.string().nullable(),
  reporterPhone: z.string().nullable(),
  status: z.enum(PROBLEM_STATUSES),
  technicianId: z.string().nullable(),
  technicianName: z.string().nullable(),
  /** The maintenance record that closed it, when a record did. */
  recordId: z.string().nullable(),
  createdAt: z.string(),
  takenAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type ProblemReport = z.infer<typeof problemReportSchema>;

export const listProblemReportsQuerySchema = paginationQuerySchema.extend({
  status: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.enum(PROBLEM_STATUSES, { error: 'status deve ser ABERTO, EM_ATENDIMENTO ou RESOLVIDO.' }).optional(),
    )
    .optional(),
  siteId: z.uuid({ error: 'siteId inválido' }).optional(),
  tagId: z.uuid({ error: 'tagId inválido' }).optional(),
});
export type ListProblemReportsQuery = z.infer<typeof listProblemReportsQuerySchema>;

export const listProblemReportsResponseSchema = z.object({
  items: z.array(problemReportSchema),
  pagination: paginationSchema,
  /** Open and in-progress counts over every chamado (the panel's badge). */
  counts: z.object({ open: z.number().int(), inProgress: z.number().int() }),
});
export type ListProblemReportsResponse = z.infer<typeof listProblemReportsResponseSchema>;

/**
 * PATCH /tecnico/chamados/{id}: EM_ATENDIMENTO takes it (the caller; an admin may name a technician), RESOLVIDO
 * closes it (who took it, or an admin), ABERTO gives it back.
 */
export const updateProblemReportRequestSchema = z.object({
  status: z.enum(PROBLEM_STATUSES, { error: 'status deve ser ABERTO, EM_ATENDIMENTO ou RESOLVIDO.' }),
  technicianId: z.uuid({ error: PROBLEM_TEXTS.technicianNotFound }).optional(),
});
export type UpdateProblemReportRequest = z.infer<typeof updateProblemReportRequestSchema>;
