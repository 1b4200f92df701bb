import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { roleSchema } from './auth.js';

/**
 * What LGPD gives the owner (issue 23, items 5 to 7): their data in one ZIP, the deletion of their account, and who of
 * the staff read their private fields. The texts the screens and the API answer with.
 */
export const PRIVACY_TEXTS = {
  deletedAccount: 'Conta excluída',
  /** The UNASSIGNED event of a deleted owner's tags. */
  tagReleased: 'Desatribuída com a exclusão da conta do dono.',
  wrongPassword: 'Senha atual incorreta.',
  passwordRequired: 'Informe a sua senha atual.',
  lastAdmin: 'Você é o único administrador: promova outra conta a administrador antes de excluir a sua.',
  userNotFound: 'Usuário não encontrado.',
  clientNotFound: 'Cliente não encontrado.',
  // 'Minha conta': 'Seus dados'
  myDataTitle: 'Seus dados',
  myDataDescription:
    'Baixe uma cópia de tudo o que o portal guarda sobre você, ou exclua a sua conta e os seus dados de vez.',
  downloadButton: 'Baixar meus dados',
  downloading: 'Preparando o arquivo…',
  downloadFailed: 'Não foi possível baixar os seus dados. Tente novamente.',
  deleteButton: 'Excluir minha conta',
  deleteDialogTitle: 'Excluir minha conta',
  deleteDialogIntro: 'Esta ação não pode ser desfeita. Serão excluídos para sempre:',
  deleteDialogGoes: [
    'seus perfis, páginas públicas e fotos;',
    'suas mensagens e sessões;',
    'o histórico de visitas com dados de quem visitou (ficam só as contagens).',
  ],
  deleteDialogTags:
    'Suas tags ficam livres, com o status que têm; no histórico delas você aparece como "Conta excluída".',
  deleteDialogPassword: 'Confirme com a sua senha atual',
  deleteConfirm: 'Excluir definitivamente',
  deleted: 'Sua conta foi excluída.',
  // 'Quem acessou meus dados'
  accessLogTitle: 'Quem acessou meus dados',
  accessLogDescription:
    'Cada vez que um administrador ou técnico abre suas informações médicas, contatos, endereço ou observações, fica registrado aqui.',
  accessLogEmpty: 'Ninguém da equipe abriu seus dados privados até agora.',
  accessLogLoadFailed: 'Não foi possível carregar quem acessou seus dados.',
  // The admin's client screen
  exportClientButton: 'Exportar dados',
  exportClientFailed: 'Não foi possível exportar os dados do cliente.',
  // The confirmation e-mail
  deletedEmailSubject: (appName: string) => `${appName}: sua conta foi excluída`,
} as const;

/** The private sections of a profile whose reading by the staff is logged. */
export const ACCESS_LOG_SECTIONS = ['MEDICAL', 'CONTACTS', 'ADDRESS', 'NOTES'] as const;
export type AccessLogSection = (typeof ACCESS_LOG_SECTIONS)[number];
export const ACCESS_LOG_SECTION_LABELS: Record<AccessLogSection, string> = {
  MEDICAL: 'Informações médicas',
  CONTACTS: 'Contatos',
  ADDRESS: 'Endereço',
  NOTES: 'Observações',
};

/** DELETE /me/account. */
export const deleteAccountRequestSchema = z.object({
  currentPassword: z.string({ error: PRIVACY_TEXTS.passwordRequired }).min(1, PRIVACY_TEXTS.passwordRequired).max(200),
});
export type DeleteAccountRequestBody = z.input<typeof deleteAccountRequestSchema>;

export const accessLogQuerySchema = paginationQuerySchema;
export type AccessLogQuery = z.infer<typeof accessLogQuerySchema>;

/** One reading of the owner's private fields by a staff account. */
export const accessLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who: null id when that staff account was deleted since (its name is then 'Conta excluída'). */
  actor: z.object({ id: z.string().nullable(), name: z.string(), role: roleSchema }),
  /** What: which profile (null id when the profile was deleted since) and which of its sections. */
  profile: z.object({ id: z.string().nullable(), name: z.string() }),
  sections: z.array(z.enum(ACCESS_LOG_SECTIONS)),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** GET /me/access-log: newest first. */
export const accessLogResponseSchema = z.object({
  entries: z.array(accessLogEntrySchema),
  pagination: paginationSchema,
});
export type AccessLogResponse = z.infer<typeof accessLogResponseSchema>;

/** The export's download name, dated by the day it was made (YYYY-MM-DD, Brasília). */
export const exportFileName = (day: string, who = 'meus-dados') => `${who}-${day}.zip`;
