import { LOST_TEXTS, type Tag } from '@portal/shared';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { LostScope } from '../api/set-lost';
import { isLost, LostModeButton } from './lost-mode-button';

/** A small 'PERDIDO' badge beside a tag in a list (nothing when the tag is not lost). */
export function LostBadge({ tag }: { tag: Pick<Tag, 'lost' | 'status'> }) {
  if (!isLost(tag)) return null;
  return (
    <Badge tone="red" className="font-semibold">
      {LOST_TEXTS.bannerThing}
    </Badge>
  );
}

/**
 * The edit screen's lost card: while lost, what finders see (the message, the reward) and since when, with
 * 'Encontrei!'; otherwise the explanation and 'Marcar como perdida'.
 */
export function LostModeCard({ tag, scope }: { tag: Tag; scope: LostScope }) {
  const lost = tag.lost ?? null;
  return (
    <Card className={isLost(tag) ? 'border-red-200 bg-red-50/60 p-5' : 'p-5'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          Modo perdido <LostBadge tag={tag} />
        </h2>
        <LostModeButton tag={tag} scope={scope} size="md" />
      </div>
      {lost ? (
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="text-slate-600">{LOST_TEXTS.messageLabel}</dt>
            <dd className="whitespace-pre-line text-slate-900">{lost.message || '—'}</dd>
          </div>
          {lost.reward && (
            <div>
              <dd className="font-medium text-red-700">{LOST_TEXTS.reward}</dd>
            </div>
          )}
          <div>
            <dt className="text-slate-600">Contatos</dt>
            <dd className="text-slate-900">
              {lost.showContacts ? LOST_TEXTS.contactsShown : LOST_TEXTS.contactsHidden}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Perdida desde</dt>
            <dd className="text-slate-900">{formatDateTime(lost.since)}</dd>
          </div>
        </dl>
      ) : (
        !isLost(tag) && <p className="mt-2 text-sm text-slate-600">{LOST_TEXTS.markLostDescription}</p>
      )}
    </Card>
  );
}
