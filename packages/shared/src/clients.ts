import type { Role } from './roles.js';

/**
 * What a client is, once for the whole portal (issue 20): an account with role USER, whether or not it has a profile
 * or a page yet. Every count and list of clients (the clients screen and its stats, the admin dashboard, the
 * analytics' totalClients, every report) counts these accounts and nothing else: admins and technicians are never
 * clients, and an account that holds tags before it has a page is one.
 */
export const CLIENT_ROLE = 'USER' as const satisfies Role;

/** The clients screen's texts for a client without a page, and its filter (the insight's link). */
export const CLIENT_LIST_TEXTS = {
  withoutPage: 'Sem página',
  createPage: 'Criar página',
  withoutActivePageFilter: 'Sem página ativa',
  withoutActivePageCount: (n: number) =>
    n === 1 ? '1 cliente sem página ativa' : `${n.toLocaleString('pt-BR')} clientes sem página ativa`,
} as const;

/** The address of the clients without an active page (the insight's link and the dashboard's). */
export const CLIENTS_WITHOUT_ACTIVE_PAGE_URL = '/admin/clients?semPagina=1';
