/**
 * The product's pt-BR texts that both sides show. Each is the spec's text to the letter;
 * keep them here so the server's error messages and the screens never drift apart.
 */
export const TEXTS = {
  auth: {
    fillAllFields: 'Por favor, preencha todos os campos.',
    invalidCredentials: 'Credenciais inválidas. Por favor, tente novamente.',
    invalidCredentialsShort: 'Credenciais inválidas.',
    emailRequired: 'Por favor, introduza o seu e-mail.',
    emailInvalid: 'Por favor, introduza um e-mail válido.',
    forgotFailed: 'Não foi possível enviar o pedido. Tente novamente.',
    emailSent: 'E-mail enviado!',
    resetMissingToken: 'Ligação inválida ou ausente. Solicite uma nova redefinição.',
    resetFillAll: 'Preencha todos os campos.',
    passwordTooShort: 'A palavra-passe deve ter pelo menos 8 caracteres.',
    passwordsDontMatch: 'As palavras-passe não coincidem.',
    resetFailed: 'Não foi possível redefinir a palavra-passe. Tente novamente.',
    resetSuccess: 'Palavra-passe redefinida com sucesso.',
    resetTokenInvalid: 'Link inválido ou expirado. Solicite uma nova redefinição.',
    emailTaken: 'Este e-mail já está cadastrado.',
    signupDisabled: 'O cadastro está desativado. Peça uma conta ao administrador.',
    sessionExpired: 'Sessão expirada — faça login novamente.',
  },
  http: {
    unauthorized: 'Sessão expirada — faça login novamente.',
    forbidden: 'Acesso negado',
    notFound: 'Recurso não encontrado',
    conflict: 'Conflito: recurso já existe',
    tooManyRequests: 'Muitas solicitações — tente novamente mais tarde',
    generic: 'Ocorreu um erro',
    validation: 'Dados inválidos.',
    /** 400: an address that cannot be decoded (`/api/admin/users/%ZZ`), before any route reads it. */
    badUrl: 'Endereço inválido.',
    payloadTooLarge: 'Arquivo muito grande. Tamanho máximo: 10MB.',
    /** 413 for a request body (not a file) over the route's limit; the server adds 'Tamanho máximo: ...'. */
    requestTooLarge: 'Pedido grande demais.',
    /** 503: the database (or the server's data folder) cannot be reached for now. */
    serviceUnavailable: 'Serviço temporariamente indisponível — tente novamente em alguns instantes.',
  },
  users: {
    loadFailed: 'Erro ao carregar usuários',
    empty: 'Nenhum usuário encontrado',
    notFound: 'Usuário não encontrado.',
    technicianNoProfile: 'Um técnico não tem perfil nem página pública.',
  },
  guard: {
    loading: 'Carregando...',
  },
  /** The error panel (spec section 2): its title by status; the SPA's and the server-rendered public pages'. */
  errorPanel: {
    notFound: 'Recurso não encontrado',
    tooManyRequests: 'Muitas solicitações',
    generic: 'Ocorreu um erro',
    retry: 'Tentar novamente',
  },
  /** Client-only notifications (spec sections 3, 6 and 9). */
  notifications: {
    title: 'Notificações',
    empty: 'Sem notificações',
    clear: 'Limpar',
    welcome: 'Bem-vindo(a)',
  },
} as const;
