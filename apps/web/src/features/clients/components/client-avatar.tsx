import { useState } from 'react';
import { initialsOf } from '@portal/shared';
import { cn } from '@/lib/utils';

const TONES = [
  'bg-blue-100 text-blue-700',
  'bg-green-100 text-green-700',
  'bg-amber-100 text-amber-800',
  'bg-purple-100 text-purple-700',
  'bg-rose-100 text-rose-700',
  'bg-teal-100 text-teal-700',
];

function toneFor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return TONES[Math.abs(hash) % TONES.length]!;
}

/** Drawn at 48 px (h-12): the <img> says so, so the card does not move when it arrives. */
const AVATAR_PX = 48;

/** The client's main photo's thumbnail, or its initials when there is none or it fails to load. */
export function ClientAvatar({
  name,
  photoUrl,
  seed,
  className,
}: {
  name: string;
  photoUrl?: string | null;
  seed: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const base = cn(
    'flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-full text-base font-semibold',
    className,
  );
  if (photoUrl && !failed) {
    return (
      <img
        src={photoUrl}
        alt=""
        width={AVATAR_PX}
        height={AVATAR_PX}
        loading="lazy"
        decoding="async"
        className={cn(base, 'bg-slate-100 object-cover')}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={cn(base, toneFor(seed))} aria-hidden>
      {initialsOf(name) || '?'}
    </span>
  );
}
