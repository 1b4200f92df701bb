import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One section of 'Minha conta': a card with its heading (the screen's landmark), a line on what it is, the content. */
export function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={`${id}-title`} role="region">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
