import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addKeyword, keywordProblem, removeKeyword } from '../lib/keywords';

/** SEO keywords: add (button or Enter) and remove; each must be non-empty and unique (spec section 5). */
export function KeywordsField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string[];
  onChange: (keywords: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const problem = keywordProblem(value, draft);

  function add() {
    if (problem) return;
    onChange(addKeyword(value, draft));
    setDraft('');
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder="Ex.: emergência, alergias"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} disabled={problem !== null} aria-label="Adicionar palavra-chave">
          <Plus className="h-4 w-4" aria-hidden /> Adicionar
        </Button>
      </div>
      {problem === 'duplicate' && <p className="text-xs text-amber-700">Esta palavra-chave já foi adicionada.</p>}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Palavras-chave adicionadas">
          {value.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 pr-1 text-xs text-slate-700"
            >
              {keyword}
              <button
                type="button"
                onClick={() => onChange(removeKeyword(value, keyword))}
                className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
                aria-label={`Remover palavra-chave ${keyword}`}
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
