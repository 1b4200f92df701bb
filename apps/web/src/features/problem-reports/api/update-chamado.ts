import { useMutation } from '@tanstack/react-query';
import type { ProblemReport, ProblemStatus } from '@portal/shared';
import { api } from '@/lib/api-client';

/** PATCH /tecnico/chamados/{id}: EM_ATENDIMENTO takes it, RESOLVIDO closes it. */
export const updateChamado = ({ id, status }: { id: string; status: ProblemStatus }) =>
  api.patch<ProblemReport>(`/tecnico/chamados/${encodeURIComponent(id)}`, { status });

export const useUpdateChamado = () => useMutation({ mutationFn: updateChamado, meta: { invalidates: ['chamados'] } });
