import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { SLUG_TEXTS } from '@portal/shared';
import type { SlugAvailability } from './use-slug-availability';

/** The live slug check's answer under the slug box, with the server's suggestions when it is taken. */
export function SlugAvailabilityHint({
  status,
  message = SLUG_TEXTS.taken,
  suggestions,
  onPick,
}: {
  status: SlugAvailability;
  /** Why the slug is unavailable: the spec's taken text, or its reserved text for a reserved word. */
  message?: string;
  suggestions: string[];
  onPick: (slug: string) => void;
}) {
  if (status === 'checking') {
    return (
      <p role="status" className="flex items-center gap-1.5 text-xs text-slate-500">
        <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden /> Verificando disponibilidade...
      </p>
    );
  }
  if (status === 'available') {
    return (
      <p role="status" className="flex items-center gap-1.5 text-xs font-medium text-green-700">
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> {SLUG_TEXTS.available}
      </p>
    );
  }
  if (status === 'unavailable') {
    return (
      <div className="space-y-2">
        <p role="alert" className="flex items-center gap-1.5 text-sm text-red-600">
          <XCircle className="h-4 w-4 shrink-0" aria-hidden /> {message}
        </p>
        {suggestions.length > 0 && (
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="text-xs text-slate-500">Sugestões:</span>
            {suggestions.slice(0, 5).map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                onClick={() => onPick(suggestion)}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 font-mono text-xs text-brand-700 ring-1 ring-inset ring-brand-100 hover:bg-brand-100"
              >
                {suggestion}
              </button>
            ))}
          </div>
        )}
      </div>
    );
  }
  return null;
}
