import { Construction } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/empty-state';

/** A screen whose capability is scheduled but not built yet: says what will come, never blank. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={<Construction className="h-10 w-10" aria-hidden />}
        title="Em breve"
        description={description}
      />
    </>
  );
}
