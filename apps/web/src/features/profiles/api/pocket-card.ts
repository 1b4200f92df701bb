import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { POCKET_CARD_TEXTS, type PrintSection } from '@portal/shared';
import { apiDownload, buildUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import type { ProfileScope } from '../lib/scope';
import { profilesKeys } from './keys';

/** Whose profile, by whom: the owner's /me/profiles/{id} or the admin's /admin/clients/{id} (any profile id). */
export type PocketCardTarget = { scope: ProfileScope; profileId: string; slug: string };
export type LockscreenSize = { width: number; height: number };

const pathOf = ({ scope, profileId }: PocketCardTarget, file: 'lockscreen.png' | 'card.pdf') =>
  `/${scope.role === 'admin' ? 'admin/clients' : 'me/profiles'}/${encodeURIComponent(profileId)}/${file}`;

/** GET .../lockscreen.png?w=&h=&include=, with the session's token (an <img> could send none). */
export const getLockscreen = (
  target: PocketCardTarget,
  size: LockscreenSize,
  include: readonly PrintSection[],
  signal?: AbortSignal,
) =>
  apiDownload(
    buildUrl(pathOf(target, 'lockscreen.png'), { w: size.width, h: size.height, include: include.join(',') }),
    { authenticated: true, signal },
  );

/** GET .../card.pdf?include=: the wallet card, front and back on one A4 page. */
export const getWalletCard = (target: PocketCardTarget, include: readonly PrintSection[]) =>
  apiDownload(buildUrl(pathOf(target, 'card.pdf'), { include: include.join(',') }), { authenticated: true });

export const lockscreenQueryOptions = (
  target: PocketCardTarget,
  size: LockscreenSize,
  include: readonly PrintSection[],
) =>
  queryOptions({
    queryKey: profilesKeys.lockscreen(target.scope.role, target.profileId, size.width, size.height, include),
    queryFn: ({ signal }) => getLockscreen(target, size, include, signal),
    // The same size and ticks draw the same image until the profile changes (a profile write invalidates it).
    staleTime: Infinity,
  });

/** The wallpaper's preview; off while the typed size is out of range. */
export const useLockscreenPreview = (
  target: PocketCardTarget,
  size: LockscreenSize,
  include: readonly PrintSection[],
  enabled: boolean,
) => useQuery({ ...lockscreenQueryOptions(target, size, include), enabled });

type DownloadRequest =
  | { file: 'lockscreen'; target: PocketCardTarget; size: LockscreenSize; include: readonly PrintSection[] }
  | { file: 'card'; target: PocketCardTarget; include: readonly PrintSection[] };

/** Saves the wallpaper or the card under 'papel-de-parede-{slug}.png' / 'cartao-{slug}.pdf'. */
export async function downloadPocketFile(request: DownloadRequest): Promise<void> {
  const blob =
    request.file === 'lockscreen'
      ? await getLockscreen(request.target, request.size, request.include)
      : await getWalletCard(request.target, request.include);
  saveBlob(blob, POCKET_CARD_TEXTS.fileName(request.target.slug, request.file === 'lockscreen' ? 'png' : 'pdf'));
}

export const useDownloadPocketFile = () => useMutation({ mutationFn: downloadPocketFile });

/**
 * Opens the wallet card in a new tab. The tab is opened before the download (inside the click, so no pop-up
 * blocker stops it) and pointed at the PDF once it arrives.
 */
export async function openWalletCard(target: PocketCardTarget, include: readonly PrintSection[]): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const href = URL.createObjectURL(await getWalletCard(target, include));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    // The tab has the PDF by then; the address can go.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export const useOpenWalletCard = () =>
  useMutation({
    mutationFn: ({ target, include }: { target: PocketCardTarget; include: readonly PrintSection[] }) =>
      openWalletCard(target, include),
  });
