import { z } from 'zod';

/** 'Sessões' on 'Minha conta' (issue 23): the account's open sessions, this device's marked. */
export const SESSION_TEXTS = {
  title: 'Sessões ativas',
  thisDevice: 'Este dispositivo',
  end: 'Encerrar',
  endOthers: 'Sair de todos os outros dispositivos',
  ended: 'Sessão encerrada.',
  othersEnded: 'As outras sessões foram encerradas.',
  notFound: 'Sessão não encontrada.',
  unknownPlace: 'Local desconhecido',
  unknownBrowser: 'Navegador desconhecido',
  devices: { mobile: 'Celular', tablet: 'Tablet', desktop: 'Computador' },
} as const;

export const sessionDeviceSchema = z.enum(['mobile', 'tablet', 'desktop']);
export type SessionDevice = z.infer<typeof sessionDeviceSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  device: sessionDeviceSchema,
  /** The browser family (Chrome, Mobile Safari, ...), null when the user agent does not say. */
  browser: z.string().nullable(),
  /** 'São Paulo, Brasil', 'Brasil' or SESSION_TEXTS.unknownPlace: the city at most, from the address at sign-in. */
  place: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/me/sessions: the active ones, newest first. */
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

/** Any text: an id that is no session's (malformed included) is the same 404. */
export const sessionIdParamsSchema = z.object({ id: z.string() });
