import { useState } from 'react';
import { useUserTags, AssignTagDialog } from '@/features/tags';
import { TagLinksCard } from '@/features/my-page';

/** An owner's tags as an admin sees them (the 'Editar Cliente' screen), with the admin-only assign dialog. */
export function OwnerTagLinks({ userId, userName, pageUrl }: { userId: string; userName: string; pageUrl?: string }) {
  const tags = useUserTags(userId);
  const [assigning, setAssigning] = useState(false);
  return (
    <>
      <TagLinksCard
        title="Tags do cliente"
        tags={tags.data?.items}
        loading={tags.isPending}
        failed={tags.isError}
        onRetry={() => tags.refetch()}
        onAssign={() => setAssigning(true)}
        pageUrl={pageUrl}
      />
      <AssignTagDialog open={assigning} onOpenChange={setAssigning} userId={userId} userName={userName} />
    </>
  );
}
