import { matchPath, useLocation } from 'react-router';
import { APP_NAME } from '@/lib/session';

/**
 * The pt-BR document title of each screen, by route pattern (the sidebar's and headings' words): the tab, the history
 * and a screen reader's first announcement name the screen (WCAG 2.4.2). Redirect-only routes have none.
 */
export const SCREEN_TITLES: Record<string, string> = {
  '/login': 'Entrar',
  '/forgot-password': 'Recuperar senha',
  '/reset-password': 'Redefinir senha',
  '/convite': 'Criar senha',
  '/confirmar-email': 'Confirmar e-mail',
  '/aviso-ficha/confirmar': 'Confirmar aviso',
  '/configurar-2fa': 'Verificação em duas etapas',
  '/editar/p/:slug': 'Editar Página',
  '/unauthorized': 'Acesso negado',
  '/admin/dashboard': 'Dashboard',
  '/admin/clients': 'Clientes',
  '/admin/users': 'Usuários',
  '/admin/tags': 'Tags',
  '/admin/tags/edit/:id': 'Editar Tag',
  '/admin/tags/batches': 'Lotes importados',
  '/admin/bracelets': 'Braceletes',
  '/admin/analytics': 'Análises',
  '/admin/pages': 'Páginas públicas',
  '/admin/notifications': 'Notificações com falha',
  '/admin/locais': 'Locais',
  '/admin/chamados': 'Chamados',
  '/tecnico/chamados': 'Chamados',
  '/admin/seguranca-incendio': 'Segurança contra incêndio',
  '/admin/product/edit/:id': 'Editar Cliente',
  '/user/dashboard': 'Meu Dashboard',
  '/user/bracelets': 'Minhas Tags',
  '/user/public': 'Perfil Público',
  '/user/analytics': 'Análises',
  '/user/product/edit/:id': 'Editar Página',
  '/user/tags': 'Minhas Tags',
  '/user/tags/edit/:id': 'Editar Tag',
  '/user/tags/ativar': 'Ativar tag',
  '/tecnico': 'Painel Técnico',
  '/tecnico/manutencoes': 'Manutenções',
  '/tecnico/equipamentos/:id': 'Equipamento',
  '/admin/conta': 'Minha conta',
  '/user/conta': 'Minha conta',
  '/tecnico/conta': 'Minha conta',
};

/** Addresses that only redirect: for that instant the tab keeps the product's name. */
export const REDIRECT_PATHS = ['/', '/admin', '/user', '/technician/*'];

/** What the not-found screen says; also the title of any address no route matches. */
export const NOT_FOUND_TITLE = 'Recurso não encontrado';

/** The full document title of an address: 'Braceletes · Portal NFC'. */
export function documentTitleOf(pathname: string): string {
  if (REDIRECT_PATHS.some((path) => matchPath(path, pathname))) return APP_NAME;
  const pattern = Object.keys(SCREEN_TITLES).find((path) => matchPath(path, pathname));
  return `${pattern ? SCREEN_TITLES[pattern] : NOT_FOUND_TITLE} · ${APP_NAME}`;
}

/** The current screen's title; React 19 hoists <title> into <head>, ahead of index.html's own. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  return <title>{documentTitleOf(pathname)}</title>;
}
