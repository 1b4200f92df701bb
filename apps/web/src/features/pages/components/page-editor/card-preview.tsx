import { Link2 } from 'lucide-react';
import { initialsOf } from '@portal/shared';
import { readableShade } from '@portal/shared/public-page';
import type { PageEditorValues } from '../../lib/page-form';
import { cssFontStack } from '../../lib/theme';
import { siteOrigin } from '@/lib/public-urls';

/** The site of the page's URL as the server gave it (PUBLIC_URL), else this site. */
function hostOf(url: string | undefined): string {
  try {
    return new URL(url ?? siteOrigin()).host;
  } catch {
    return new URL(siteOrigin()).host;
  }
}

/**
 * The page as a card: what a shared link shows (title, description, address) in the page's colours and font. The
 * primary colour takes the shades the public page gives it (4.5:1 under white text and on the background).
 */
export function CardPreview({
  values,
  name,
  publicUrl,
}: {
  values: PageEditorValues;
  name: string;
  publicUrl?: string;
}) {
  const { theme } = values;
  const band = readableShade(theme.primaryColor, '#FFFFFF');
  const primaryOnBackground = readableShade(theme.primaryColor, theme.backgroundColor);
  const host = hostOf(publicUrl);
  return (
    <div
      className="overflow-hidden rounded-xl shadow-sm ring-1 ring-black/10"
      style={{ backgroundColor: theme.backgroundColor, color: theme.textColor, fontFamily: cssFontStack(theme.font) }}
      aria-label="Pré-visualização do cartão"
      role="img"
    >
      <div className="flex items-center gap-3 p-4" style={{ backgroundColor: band, color: '#FFFFFF' }}>
        {/* Large text (20 px bold) on the lightened circle: 3:1 is what WCAG asks of it, and it keeps that on any band. */}
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/20 text-xl font-bold ring-2 ring-white/40">
          {initialsOf(name || values.title) || '?'}
        </span>
        <div className="min-w-0">
          <p className="truncate text-base font-bold">{values.title.trim() || 'Sem título'}</p>
          <p className="truncate text-xs">{name || 'Sem nome'}</p>
        </div>
      </div>
      <div className="space-y-2 p-4">
        <p className="line-clamp-2 text-sm opacity-85">{values.description.trim() || 'Sem descrição'}</p>
        <p className="flex items-center gap-1.5 truncate font-mono text-xs" style={{ color: primaryOnBackground }}>
          <Link2 className="h-3.5 w-3.5 shrink-0" aria-hidden />
          {host}/p/{values.slug.trim().toLowerCase() || '...'}
        </p>
        <p className="text-[11px] opacity-80">Fonte: {theme.font}</p>
      </div>
    </div>
  );
}
