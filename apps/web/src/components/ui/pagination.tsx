import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** 'Anterior' / 'Próxima' with 'Página X de Y': the one pagination control. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-3 pt-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden /> Anterior
      </Button>
      <span className="text-sm text-slate-600">
        Página {page} de {totalPages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Próxima <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
