import { formatDayMonth, formatTime } from './dates.js';

/** The technician area's pt-BR texts: the panel, the log, the plan, the offline queue and the reminders. */
export const MAINTENANCE_TEXTS = {
  panelTitle: 'Painel Técnico',
  logTitle: 'Manutenções',
  countOverdue: 'Vencidas',
  countSoon: 'Próximos 7 dias',
  countOk: 'Em dia',
  countOutOfService: 'Fora de serviço',
  needsAttention: 'Precisam de atenção',
  searchPlaceholder: 'Buscar por código, número de série ou cliente...',
  readCode: 'Ler código',
  readCodeHint: 'Aponte a câmera para o QR code da tag ou digite o código.',
  typeCode: 'Código da tag',
  openCode: 'Abrir',
  cameraUnavailable: 'Não foi possível usar a câmera. Digite o código da tag.',
  register: 'Registrar manutenção',
  openInPanel: 'Abrir no painel',
  edit: 'Editar',
  registered: 'Manutenção registrada com sucesso!',
  registerFailed: 'Erro ao registrar manutenção. Tente novamente.',
  updated: 'Registro atualizado com sucesso!',
  deleted: 'Registro excluído.',
  planSaved: 'Plano de manutenção salvo.',
  statusSaved: 'Status do equipamento atualizado.',
  loadFailed: 'Não foi possível carregar os equipamentos.',
  empty: 'Nenhum equipamento encontrado',
  noRecords: 'Nenhuma manutenção registrada.',
  plan: 'Plano de manutenção',
  noPlan: 'Sem plano de manutenção.',
  log: 'Histórico de manutenções',
  agenda: 'Agenda dos próximos 30 dias',
  exportCsv: 'Exportar CSV',
  serviceReport: 'Relatório de serviço (PDF)',
  technicalSheet: 'Ficha técnica',
  documents: 'Documentos',
  openMap: 'Abrir no mapa',
  // Errors: each names its field.
  notFound: 'Equipamento não encontrado.',
  recordNotFound: 'Registro de manutenção não encontrado.',
  performedAtInvalid: 'Data da manutenção deve estar no formato AAAA-MM-DD.',
  performedAtFuture: 'A data da manutenção não pode estar no futuro.',
  descriptionRequired: 'Descreva o que foi feito na manutenção.',
  descriptionTooLong: 'Descrição: no máximo 2000 caracteres.',
  typeInvalid: 'Tipo de manutenção inválido. Use PREVENTIVA, CORRETIVA, INSPECAO ou CALIBRACAO.',
  outcomeInvalid: 'Resultado inválido. Use OK, NEEDS_REPAIR ou OUT_OF_SERVICE.',
  typeRequired: 'Escolha o tipo da manutenção.',
  outcomeRequired: 'Escolha o resultado.',
  /** The edit form of an entry imported from the tag's meta with no type or outcome typed. */
  importedUnknown: 'Tipo e resultado não foram informados na origem: escolha-os só se souber.',
  durationInvalid: 'Duração deve ser um número inteiro de minutos entre 1 e 10000.',
  costInvalid: 'Custo deve ser um valor em centavos entre 0 e 1.000.000.000.',
  notesTooLong: 'Observações internas: no máximo 2000 caracteres.',
  intervalInvalid: 'O intervalo do plano deve ser de pelo menos 1 dia (no máximo 3650).',
  intervalMonthsInvalid: 'O intervalo do plano deve ser de 1 a 120 meses.',
  intervalMissing: 'Informe o intervalo do plano em dias ou em meses.',
  technicianNotFound: 'Técnico não encontrado.',
  statusInvalid: 'Status inválido. Use ACTIVE ou BROKEN.',
  editWindowClosed: 'Só é possível alterar ou excluir um registro seu nas primeiras 24 horas.',
  /** Issue 40: a technician cannot end lost mode (only the owner or an admin says found). */
  lostStatusLocked:
    'Este equipamento está em modo perdido: só o dono ou um administrador pode marcá-lo como encontrado. Registre o serviço normalmente: o dono será avisado.',
  notYourRecord: 'Só é possível alterar ou excluir os seus próprios registros.',
  dateRangeInvalid: 'Período inválido: use datas no formato AAAA-MM-DD, com o início antes do fim.',
  // Offline (issue 26): the phone's copy of the equipment and the records waiting for the network.
  /** The banner while the screens show the copy: the moment of the last sync in Brasília time. */
  offlineBanner: (syncedAt: string | Date) =>
    `Sem conexão — mostrando dados de ${formatDayMonth(syncedAt)} às ${formatTime(syncedAt)}`,
  /** Under the panel while online: the copy the phone keeps for when the network drops. */
  offlineReady: (syncedAt: string | Date) =>
    `Disponível sem conexão: dados de ${formatDayMonth(syncedAt)} às ${formatTime(syncedAt)}`,
  pendingUpload: 'Pendente de envio',
  queuedOffline: 'Sem conexão: a manutenção foi guardada neste aparelho e será enviada quando a rede voltar.',
  /** Back online, what the queue sent (issue 43: 'N manutenções enviadas'). */
  queueSent: (count: number) => (count === 1 ? '1 manutenção enviada' : `${count} manutenções enviadas`),
  queueRefused: (message: string) => `Não enviado: ${message}`,
  queueRetry: 'Tentar novamente',
  queueFix: 'Corrigir',
  queueFixSubmit: 'Salvar e enviar',
  queueDiscard: 'Descartar',
  queueDiscardConfirm: 'Descartar esta manutenção não enviada? Ela será apagada deste aparelho.',
  pendingTitle: 'Manutenções pendentes de envio',
  // Reminders
  digestSubject: (count: number) =>
    `Manutenções: ${count.toLocaleString('pt-BR')} ${count === 1 ? 'equipamento precisa' : 'equipamentos precisam'} de atenção`,
  digestTitle: 'Manutenções a fazer',
} as const;
