import type { Tag } from '@portal/shared';
import { useNdef } from '@/features/lost-mode';
import { nfcSupported, WriteTagCard } from '@/features/nfc';
import type { TagScope } from '@/features/tags';
import { publicTagUrl } from '@/lib/public-urls';

/**
 * 'Gravar na tag' on a tag's screen (admin and owner): the tag's /t URL and the NDEF text the server builds for it
 * (lost mode's), written by Web NFC where the browser has it; elsewhere nothing (and nothing is fetched).
 */
export function TagNfcCard({ tag, scope }: { tag: Pick<Tag, 'id' | 'code'>; scope: TagScope }) {
  return nfcSupported() ? <TagNfcWriter tag={tag} scope={scope} /> : null;
}

function TagNfcWriter({ tag, scope }: { tag: Pick<Tag, 'id' | 'code'>; scope: TagScope }) {
  const ndef = useNdef(tag.id, scope);
  if (ndef.isPending) return null;
  // Without the text (its request failed) the URL alone can still be written.
  return <WriteTagCard url={publicTagUrl(tag.code)} text={ndef.data?.text ?? ''} />;
}
