import { ApiError, isUnauthorized } from '@/lib/api-client';
import { notify, notifyHttpError } from '@/lib/notifications/notify';

/**
 * Spec section 8 'Analytics' names the failure texts ('Erro ao gerar relatório', 'Erro ao atualizar dados'): those
 * are shown, except for a 400, whose message says what to fix (a reversed or too long range); a 401 says nothing.
 */
export function notifyAnalyticsError(error: unknown, text: string): void {
  if (isUnauthorized(error)) return;
  if (error instanceof ApiError && error.status === 400) notifyHttpError(error, text);
  else notify.error(text);
}
